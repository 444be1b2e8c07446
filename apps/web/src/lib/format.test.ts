import { describe, expect, it } from 'vitest';
import { formatFor } from './format';
import { interpolate } from './i18n';

describe('formats in English', () => {
  const format = formatFor('en');

  it('shows the taka sign and groups digits the South Asian way', () => {
    expect(format.taka(1290)).toBe('৳1,290');
    expect(format.taka(129000)).toBe('৳1,29,000');
  });

  it('shows two decimals for totals', () => {
    expect(format.taka(60, { decimals: true })).toBe('৳60.00');
    expect(format.taka(1290.5, { decimals: true })).toBe('৳1,290.50');
  });

  it('writes dates the British way, in Dhaka time', () => {
    expect(format.date('2026-11-15T18:30:00Z', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '16 Nov 2026, 00:30',
    );
  });

  it('has one and other for plurals', () => {
    expect([0, 1, 2].map(format.plural)).toEqual(['other', 'one', 'other']);
  });
});

describe('formats in Bengali', () => {
  const format = formatFor('bn');

  it('writes taka and numbers in Bengali digits with lakh grouping', () => {
    expect(format.taka(1290)).toBe('৳১,২৯০');
    expect(format.taka(129000, { decimals: true })).toBe('৳১,২৯,০০০.০০');
    expect(format.number(12345678)).toBe('১,২৩,৪৫,৬৭৮');
    expect(format.count(2026)).toBe('২০২৬');
  });

  it('writes dates in Bengali', () => {
    expect(format.date('2026-11-15T09:30:00Z', { dateStyle: 'long' })).toBe('১৫ নভেম্বর, ২০২৬');
  });

  it('counts 0 and 1 as one', () => {
    expect([0, 1, 2].map(format.plural)).toEqual(['one', 'one', 'other']);
  });

  it('writes the numbers inside a message in Bengali digits', () => {
    expect(interpolate('{count}টি পণ্য', { count: 12 }, format)).toBe('১২টি পণ্য');
    expect(interpolate('{count} products', { count: 12 }, formatFor('en'))).toBe('12 products');
  });
});
