import { describe, expect, it } from 'vitest';
import { categoryText, itemTexts } from './category-text';

const men = {
  title: "Men's Fashion",
  titleBn: 'ছেলেদের ফ্যাশন',
  items: ['Panjabi', 'Polo Shirts', 'Lungi'],
  itemsBn: ['পাঞ্জাবি', null, ''],
};

describe('categoryText', () => {
  it('shows the Bengali title, marked as Bengali, when the shopper reads Bengali', () => {
    expect(categoryText(men, 'bn')).toEqual({ text: 'ছেলেদের ফ্যাশন', lang: 'bn' });
  });

  it('falls back to the English title, marked as English, when there is no Bengali one', () => {
    expect(categoryText({ ...men, titleBn: null }, 'bn')).toEqual({ text: "Men's Fashion", lang: 'en' });
    expect(categoryText({ title: 'Footwear' }, 'bn')).toEqual({ text: 'Footwear', lang: 'en' });
  });

  it('shows the English title on an English page, with no mark of its own', () => {
    expect(categoryText(men, 'en')).toEqual({ text: "Men's Fashion", lang: undefined });
  });
});

describe('itemTexts', () => {
  it('pairs each item with its own Bengali name, keeping the English one for its address', () => {
    expect(itemTexts(men, 'bn')).toEqual([
      { name: 'Panjabi', text: 'পাঞ্জাবি', lang: 'bn' },
      { name: 'Polo Shirts', text: 'Polo Shirts', lang: 'en' },
      { name: 'Lungi', text: 'Lungi', lang: 'en' },
    ]);
  });

  it('reads the English names on an English page, and a menu answered without Bengali names', () => {
    expect(itemTexts(men, 'en').map((item) => [item.text, item.lang])).toEqual([
      ['Panjabi', undefined],
      ['Polo Shirts', undefined],
      ['Lungi', undefined],
    ]);
    expect(itemTexts({ items: ['Saree'] }, 'bn')).toEqual([{ name: 'Saree', text: 'Saree', lang: 'en' }]);
  });
});
