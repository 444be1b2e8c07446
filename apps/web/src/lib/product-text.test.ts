import { describe, expect, it } from 'vitest';
import { productText } from './product-text';

describe('productText', () => {
  it('shows the Bengali version, marked as Bengali, when the shopper reads Bengali', () => {
    expect(productText('Maroon Cotton Panjabi', 'মেরুন সুতির পাঞ্জাবি', 'bn')).toEqual({
      text: 'মেরুন সুতির পাঞ্জাবি',
      lang: 'bn',
    });
  });

  it('falls back to the English, marked as English, when there is no Bengali version', () => {
    expect(productText('Maroon Cotton Panjabi', null, 'bn')).toEqual({
      text: 'Maroon Cotton Panjabi',
      lang: 'en',
    });
    expect(productText('Maroon Cotton Panjabi', '', 'bn')).toEqual({
      text: 'Maroon Cotton Panjabi',
      lang: 'en',
    });
    expect(productText('Maroon Cotton Panjabi', undefined, 'bn').text).toBe('Maroon Cotton Panjabi');
  });

  it('shows the English on an English page, with no mark of its own', () => {
    expect(productText('Maroon Cotton Panjabi', 'মেরুন সুতির পাঞ্জাবি', 'en')).toEqual({
      text: 'Maroon Cotton Panjabi',
      lang: undefined,
    });
  });
});
