import { describe, expect, it } from 'vitest';
import { formatTaka } from './format';

describe('formatTaka', () => {
  it('shows the taka sign and groups digits the South Asian way', () => {
    expect(formatTaka(1290)).toBe('৳1,290');
    expect(formatTaka(129000)).toBe('৳1,29,000');
  });

  it('shows two decimals for totals', () => {
    expect(formatTaka(60, { decimals: true })).toBe('৳60.00');
    expect(formatTaka(1290.5, { decimals: true })).toBe('৳1,290.50');
  });
});
