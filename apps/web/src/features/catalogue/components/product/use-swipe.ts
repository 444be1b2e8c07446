import { type TouchEvent, useRef } from 'react';

/** The shortest finger travel, in pixels, that counts as a swipe. */
const SWIPE_DISTANCE = 50;

type Handlers = { onLeft?: () => void; onRight?: () => void; onDown?: () => void };

/**
 * Touch handlers that recognise a swipe: mostly sideways travel is left or right, mostly
 * downward travel is down. Spread the result on the element that is swiped.
 */
export function useSwipe({ onLeft, onRight, onDown }: Handlers) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
        (dx < 0 ? onLeft : onRight)?.();
      } else if (dy >= SWIPE_DISTANCE && dy > Math.abs(dx)) {
        onDown?.();
      }
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
