import type { Locator } from '@playwright/test';

/** A touch swipe on an element, as a finger draws it: start, then end `dx`, `dy` pixels away. */
export async function swipe(target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to swipe is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const start = [{ identifier: 1, clientX: x, clientY: y }];
  const end = [{ identifier: 1, clientX: x + dx, clientY: y + dy }];
  await target.dispatchEvent('touchstart', { touches: start, changedTouches: start, targetTouches: start });
  await target.dispatchEvent('touchend', { touches: [], changedTouches: end, targetTouches: [] });
}
