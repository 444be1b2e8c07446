import { describe, expect, it } from 'vitest';
import { isShopPath } from './shop-path';

describe('isShopPath', () => {
  it('takes a path of this shop, with its query', () => {
    for (const path of ['/', '/cart', '/product/abc?x=1#top', '/category/men%27s-fashion']) {
      expect(isShopPath(path), path).toBe(true);
    }
  });

  it('refuses anything a browser would take to another site, and what is not a path', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'cart',
      '',
      `/${'a'.repeat(600)}`,
      null,
      undefined,
    ]) {
      expect(isShopPath(path), String(path)).toBe(false);
    }
  });
});
