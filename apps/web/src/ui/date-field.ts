import type { FocusEvent } from 'react';

/**
 * Keeps a date or time field clear of the sticky header when it takes the focus. Chromium scrolls
 * such a field's day, month and year parts into view ignoring the page's `scroll-margin-top`, so a
 * field reached with Tab could stay under the header; this scrolls it down to that margin.
 */
export function revealDateField(event: FocusEvent<HTMLInputElement>) {
  const field = event.currentTarget;
  const margin = Number.parseFloat(getComputedStyle(field).scrollMarginTop) || 0;
  const top = field.getBoundingClientRect().top;
  if (top < margin) window.scrollBy({ top: top - margin });
}
