import { describe, expect, it } from 'vitest';
import { addressIn, pageOfAddress } from './pages';

describe('a page’s address in a language', () => {
  it('reads the language an address names, and the page without it', () => {
    expect(pageOfAddress('/bn')).toEqual({ language: 'bn', path: '/' });
    expect(pageOfAddress('/bn/')).toEqual({ language: 'bn', path: '/' });
    expect(pageOfAddress('/bn/product/1')).toEqual({ language: 'bn', path: '/product/1' });
    expect(pageOfAddress('/product/1')).toEqual({ language: undefined, path: '/product/1' });
    // A page whose name only begins like the prefix is not in Bengali.
    expect(pageOfAddress('/bnx')).toEqual({ language: undefined, path: '/bnx' });
  });

  it('writes a page’s address in each language, its query kept', () => {
    expect(addressIn('bn', '/')).toBe('/bn');
    expect(addressIn('bn', '/?ref=fb')).toBe('/bn?ref=fb');
    expect(addressIn('bn', '/product/1')).toBe('/bn/product/1');
    expect(addressIn('en', '/product/1')).toBe('/product/1');
    for (const path of ['/', '/products?search=saree', '/category/men'])
      expect(pageOfAddress(addressIn('bn', path.split('?')[0] ?? '')).path).toBe(path.split('?')[0]);
  });
});
