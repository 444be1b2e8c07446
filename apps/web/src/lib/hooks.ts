import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** Whether the page is scrolled further down than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('scroll', notify, { passive: true });
      return () => window.removeEventListener('scroll', notify);
    },
    () => window.scrollY > threshold,
  );
}

/** Whether a CSS media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}

/**
 * Calls `onOutside` for a pointer press outside the element, and for any scroll, while `active`;
 * `onScroll: false` for a panel that moves with the page (a scroll is not leaving it).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
  { onScroll = true } = {},
) {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    const scrolled = () => onOutside();
    document.addEventListener('pointerdown', onPointer);
    if (onScroll) window.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', scrolled);
    };
  }, [ref, active, onOutside, onScroll]);
}

/** A value that follows `value` only after it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Whether the element has come within `margin` of the screen; once true it stays true. For parts
 * below the fold that need not load, or render, before the shopper scrolls towards them.
 */
export function useNearScreen<E extends Element>(margin: string): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}

/** The current address, path and query, such as a page to come back to after signing in. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
