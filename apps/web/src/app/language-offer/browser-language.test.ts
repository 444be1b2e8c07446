import { describe, expect, it } from 'vitest';
import { browserLanguageOf } from './browser-language';

describe('browserLanguageOf', () => {
  it('finds Bengali in any of its tags, in any case', () => {
    expect(browserLanguageOf(['bn-BD'])).toBe('bn');
    expect(browserLanguageOf(['BN'])).toBe('bn');
    expect(browserLanguageOf(['bn-IN', 'en-US'])).toBe('bn');
  });

  it('takes the first of the shop’s languages the browser asks for, skipping the others', () => {
    expect(browserLanguageOf(['en-GB', 'bn'])).toBe('en');
    expect(browserLanguageOf(['fr-FR', 'hi', 'bn-BD', 'en'])).toBe('bn');
  });

  it('finds none when the browser asks for none of them', () => {
    expect(browserLanguageOf([])).toBeUndefined();
    expect(browserLanguageOf(['fr', 'de-DE', ''])).toBeUndefined();
  });
});
