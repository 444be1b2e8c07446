import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindRoutes, navigationAddress, setHeadersForEveryCall, setSessionRefusedHandler } from './client';

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

describe('a call refused with 401', () => {
  // The network stands in for the API: it refuses /refused with 401 and answers anything else.
  beforeAll(() => {
    vi.stubGlobal('fetch', async (address: string) =>
      Response.json(
        { success: false, message: 'Please sign in.', code: 'signInRequired' },
        { status: address === '/refused' ? 401 : 200 },
      ),
    );
  });
  afterAll(() => vi.unstubAllGlobals());

  type Call = (args?: { extraHeaders?: Record<string, string> }) => Promise<{ status: number }>;
  const calls = bindRoutes({
    refused: 'GET /refused',
    answered: 'GET /answered',
  }) as { refused: Call; answered: Call };
  let refusals = 0;
  beforeEach(() => {
    refusals = 0;
    setSessionRefusedHandler(() => refusals++);
  });
  afterEach(() => setHeadersForEveryCall(() => ({})));

  it("tells the session when it went with the session's token, and still answers the caller", async () => {
    setHeadersForEveryCall(() => ({ authorization: 'Bearer ended' }));
    expect((await calls.refused()).status).toBe(401);
    expect(refusals).toBe(1);
    await calls.answered();
    expect(refusals).toBe(1);
  });

  it("is the caller's own answer without a session (a wrong password) or with a token it names (signing out)", async () => {
    expect((await calls.refused()).status).toBe(401);
    setHeadersForEveryCall(() => ({ authorization: 'Bearer ended' }));
    expect((await calls.refused({ extraHeaders: { authorization: 'Bearer ended' } })).status).toBe(401);
    expect(refusals).toBe(0);
  });
});
