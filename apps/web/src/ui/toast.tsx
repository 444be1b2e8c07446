import { useEffect, useSyncExternalStore } from 'react';
import './toast.css';

type Toast = { id: number; text: string; ms: number };

let shown: Toast | null = null;
let next = 0;
const listeners = new Set<() => void>();

function set(toast: Toast | null) {
  shown = toast;
  for (const listener of listeners) listener();
}

/**
 * Shows `text` over the page for `ms` (the spec's Purchase Successful, 3 s). It outlives the page
 * that showed it: checkout goes on to the payment page while it shows.
 */
export function showToast(text: string, ms: number) {
  next += 1;
  set({ id: next, text, ms });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where toasts show, in every page's frame: a status region that is always there, so that a
 * screen reader announces each toast as it appears.
 */
export function Toasts() {
  const toast = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => {
      if (shown === toast) set(null);
    }, toast.ms);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toasts" role="status">
      {toast ? <p className="toasts__toast">{toast.text}</p> : null}
    </div>
  );
}
