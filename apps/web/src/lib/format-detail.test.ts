import { describe, expect, it } from 'vitest';
import { formatFor } from './format';
import { dateAndTime, fixedFigure } from './format-detail';

describe('dateAndTime', () => {
  const bn = formatFor('bn');
  const at = (iso: string) => dateAndTime(bn, iso, { dateStyle: 'medium', timeStyle: 'short' });

  it('names the part of the day before the hour in Bengali, in Dhaka time, where English writes AM or PM', () => {
    expect(at('2026-11-15T20:01:00Z')).toBe('১৬ নভে, ২০২৬, রাত্রি ২:০১');
    expect(at('2026-11-15T03:30:00Z')).toBe('১৫ নভে, ২০২৬, সকাল ৯:৩০');
    expect(at('2026-11-15T08:05:00Z')).toBe('১৫ নভে, ২০২৬, দুপুর ২:০৫');
    expect(dateAndTime(bn, '2026-11-15T11:00:00Z', { hour: 'numeric', minute: '2-digit' })).toBe('বিকাল ৫:০০');
  });

  it('writes English as the browsers do, and a day without a time as format.date does', () => {
    expect(
      dateAndTime(formatFor('en'), '2026-11-15T08:05:00Z', { dateStyle: 'medium', timeStyle: 'short' }),
    ).toBe('15 Nov 2026, 14:05');
    expect(dateAndTime(bn, '2026-11-15T11:00:00Z', { dateStyle: 'medium' })).toBe('১৫ নভে, ২০২৬');
  });
});

describe('fixedFigure', () => {
  it('writes a set number of digits in the language', () => {
    expect(fixedFigure(formatFor('en'), 4, { fraction: 1 })).toBe('4.0');
    expect(fixedFigure(formatFor('bn'), 4.25, { fraction: 1 })).toBe('৪.৩');
    expect(fixedFigure(formatFor('bn'), 5, { integer: 2 })).toBe('০৫');
  });
});
