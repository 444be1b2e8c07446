import { useCallback, useEffect, useRef } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

/**
 * The next step after a success message has shown for `delayMs` ("Login successful!", "Order
 * placed"), taken only if the shopper is still where the message showed. The router keeps a page
 * on screen while the page it goes to loads, so the page being left is still there when its timer
 * fires: the address, which changes at once, tells that the shopper has gone elsewhere.
 */
export function useNavigateAfterPause(delayMs: number) {
  const navigate = useNavigate();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback(
    (go: (navigate: NavigateFunction) => void) => {
      const from = window.location.href;
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        if (window.location.href === from) go(navigate);
      }, delayMs);
      timers.current.add(timer);
    },
    [navigate, delayMs],
  );
}
