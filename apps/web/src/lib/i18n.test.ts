import { describe, expect, it } from 'vitest';
import { interpolate } from './i18n';

describe('interpolate', () => {
  it('fills {names} from the values given and leaves the rest', () => {
    expect(interpolate('Hi, {name}', { name: 'Rahim' })).toBe('Hi, Rahim');
    expect(interpolate('Discover the Best of {category}', {})).toBe('Discover the Best of {category}');
    expect(interpolate('{count} of {total}', { count: 2, total: 10 })).toBe('2 of 10');
  });
});
