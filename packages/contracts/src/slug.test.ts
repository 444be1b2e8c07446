import { describe, expect, it } from 'vitest';
import { slugFor } from './slug';

describe('slugFor', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(slugFor("Men's Fashion")).toBe("men's-fashion");
    expect(slugFor('  Top   ranking ')).toBe('top-ranking');
  });

  it('URL-encodes what a path cannot carry', () => {
    expect(slugFor('Shoes & Bags')).toBe('shoes-%26-bags');
    expect(slugFor('শাড়ি')).toBe('%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF');
  });
});
