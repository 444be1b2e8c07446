import { describe, expect, it } from 'vitest';
import { navigationAddress } from './client';

describe('navigationAddress', () => {
  it("gives a GET call's path from the contract, with its query", () => {
    expect(navigationAddress(['auth', 'google'])).toBe('/api/v1/auth/google');
    expect(navigationAddress(['auth', 'google'], { redirect: '/cart?x=1', other: undefined })).toBe(
      '/api/v1/auth/google?redirect=%2Fcart%3Fx%3D1',
    );
  });

  it('refuses a call that is not in the contract, or is not a GET', () => {
    expect(() => navigationAddress(['auth', 'nowhere'])).toThrow('No GET call auth.nowhere');
    expect(() => navigationAddress(['auth', 'login'])).toThrow('No GET call auth.login');
    expect(() => navigationAddress(['auth'])).toThrow();
  });
});
