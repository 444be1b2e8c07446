import { describe, expect, it } from 'vitest';
import { needsUnicode, smsCost } from './parts';

describe('the parts an SMS costs', () => {
  it('sends English in the GSM alphabet: 160 characters in one part, then 153 a part', () => {
    expect(smsCost('Your Haat order HT-1042 is placed.')).toEqual({ encoding: 'gsm7', parts: 1 });
    expect(smsCost('a'.repeat(160))).toEqual({ encoding: 'gsm7', parts: 1 });
    expect(smsCost('a'.repeat(161))).toEqual({ encoding: 'gsm7', parts: 2 });
    expect(smsCost('a'.repeat(306))).toEqual({ encoding: 'gsm7', parts: 2 });
    expect(smsCost('a'.repeat(307))).toEqual({ encoding: 'gsm7', parts: 3 });
    expect(smsCost('')).toEqual({ encoding: 'gsm7', parts: 1 });
  });

  it('counts the extension characters twice and never cuts one between two parts', () => {
    // 80 euro signs are 160 septets: one part; one more character makes two.
    expect(smsCost('€'.repeat(80))).toEqual({ encoding: 'gsm7', parts: 1 });
    expect(smsCost(`${'€'.repeat(80)}a`)).toEqual({ encoding: 'gsm7', parts: 2 });
    expect(smsCost('{}[]~|^\\')).toEqual({ encoding: 'gsm7', parts: 1 });
    expect(smsCost(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', parts: 2 });
    // 306 septets would fill two parts of 153, but the euro sign after the first 152 does not fit
    // the first part whole: it starts the second, and the last one needs a third.
    expect(smsCost(`${'a'.repeat(152)}${'€'.repeat(77)}`)).toEqual({ encoding: 'gsm7', parts: 3 });
    expect(smsCost(`${'a'.repeat(151)}${'€'.repeat(77)}`)).toEqual({ encoding: 'gsm7', parts: 2 });
    // The taka sign and a curly quote are not in the alphabet: the text goes as Unicode.
    expect(smsCost('Total ৳1,250')).toEqual({ encoding: 'ucs2', parts: 1 });
    expect(smsCost('Haat’s order')).toEqual({ encoding: 'ucs2', parts: 1 });
  });

  it('sends Bengali as Unicode: 70 characters in one part, then 67 a part', () => {
    const code = 'আপনার হাট যাচাই কোড ৪৮২৯১৭। ৫ মিনিট বৈধ।';
    expect(needsUnicode(code)).toBe(true);
    expect(needsUnicode('Your code is 482917')).toBe(false);
    expect(smsCost(code)).toEqual({ encoding: 'ucs2', parts: 1 });
    expect(smsCost('ক'.repeat(70))).toEqual({ encoding: 'ucs2', parts: 1 });
    expect(smsCost('ক'.repeat(71))).toEqual({ encoding: 'ucs2', parts: 2 });
    expect(smsCost('ক'.repeat(134))).toEqual({ encoding: 'ucs2', parts: 2 });
    expect(smsCost('ক'.repeat(135))).toEqual({ encoding: 'ucs2', parts: 3 });
    // One Bengali letter makes the whole of an English text Unicode.
    expect(smsCost(`${'a'.repeat(70)}ক`)).toEqual({ encoding: 'ucs2', parts: 2 });
  });

  it('counts a character outside the BMP as two units, never split', () => {
    expect(smsCost('😀'.repeat(35))).toEqual({ encoding: 'ucs2', parts: 1 });
    expect(smsCost(`${'ক'.repeat(66)}😀😀`)).toEqual({ encoding: 'ucs2', parts: 1 });
    expect(smsCost(`${'ক'.repeat(66)}😀😀ক`)).toEqual({ encoding: 'ucs2', parts: 2 });
    expect(smsCost(`${'ক'.repeat(66)}😀${'ক'.repeat(66)}`)).toEqual({ encoding: 'ucs2', parts: 3 });
  });
});
