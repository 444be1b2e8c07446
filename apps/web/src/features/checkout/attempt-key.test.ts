import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKeyFor, attemptPlaced } from './attempt-key';

/** A tab's session storage. */
function sessionStore() {
  const entries = new Map<string, string>();
  return {
    getItem: (name: string) => entries.get(name) ?? null,
    setItem: (name: string, value: string) => void entries.set(name, value),
    removeItem: (name: string) => void entries.delete(name),
  };
}

describe('the Idempotency-Key of an order being placed', () => {
  let sessionStorage = sessionStore();
  beforeEach(() => {
    sessionStorage = sessionStore();
  });

  it('stays the same for retries of the same order, across a reload of the page', () => {
    const key = attemptKeyFor('lines a,b · point 1 · bkash', sessionStorage);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptKeyFor('lines a,b · point 1 · bkash', sessionStorage)).toBe(key);
  });

  it('changes when the order changes, and after the order was placed', () => {
    const first = attemptKeyFor('one', sessionStorage);
    const second = attemptKeyFor('two', sessionStorage);
    expect(second).not.toBe(first);
    attemptPlaced(sessionStorage);
    expect(attemptKeyFor('two', sessionStorage)).not.toBe(second);
  });

  it('starts afresh when the stored attempt is damaged', () => {
    sessionStorage.setItem('checkout_attempt', '{not json');
    expect(attemptKeyFor('one', sessionStorage)).toMatch(/^[0-9a-f]{32}$/);
  });
});
