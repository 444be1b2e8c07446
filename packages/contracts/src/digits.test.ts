import { describe, expect, it } from 'vitest';
import { bengaliDigits, latinDigits } from './digits';

describe('latinDigits', () => {
  it('writes every Bengali digit as its Latin one', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
  });

  it('keeps the other characters, Bengali letters and Latin digits too', () => {
    expect(latinDigits('পাঞ্জাবি ৳১,২৫০ or 99')).toBe('পাঞ্জাবি ৳1,250 or 99');
    expect(latinDigits('')).toBe('');
  });
});

describe('bengaliDigits', () => {
  it('writes every Latin digit as its Bengali one, leading zeros kept', () => {
    expect(bengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(latinDigits(bengaliDigits('007301'))).toBe('007301');
  });

  it('keeps the other characters', () => {
    expect(bengaliDigits('কোড 12, ৩')).toBe('কোড ১২, ৩');
  });
});
