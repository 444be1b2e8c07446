import { describe, expect, it } from 'vitest';
import { loginFailureMessage, signUpFailureMessage } from './failures';

describe('the sign-in page says why a login failed', () => {
  it.each([
    [{ kind: 'answered', status: 401, message: 'Invalid email or password.' }, 'invalidCredentials'],
    [{ kind: 'answered', status: 500 }, 'loginServerError'],
    [{ kind: 'answered', status: 503 }, 'loginServerError'],
    [{ kind: 'answered', status: 429, message: 'Too many attempts.' }, 'loginFailedWith'],
    [{ kind: 'network' }, 'loginNetworkError'],
    [{ kind: 'unexpected' }, 'loginFailed'],
  ] as const)('%o → %s', (failure, key) => {
    expect(loginFailureMessage(failure).key).toBe(key);
  });

  it("quotes the server's message for another answer", () => {
    expect(loginFailureMessage({ kind: 'answered', status: 429, message: 'Too many attempts.' })).toEqual({
      key: 'loginFailedWith',
      serverMessage: 'Too many attempts.',
    });
  });
});

describe('the sign-in page says why a sign-up failed', () => {
  it.each([
    [{ kind: 'answered', status: 409 }, 'emailTaken'],
    [{ kind: 'answered', status: 502 }, 'signUpServerError'],
    [{ kind: 'answered', status: 400, message: 'Name is required.' }, 'signUpFailedWith'],
    [{ kind: 'network' }, 'signUpNetworkError'],
    [{ kind: 'unexpected' }, 'signUpFailedWith'],
  ] as const)('%o → %s', (failure, key) => {
    expect(signUpFailureMessage(failure).key).toBe(key);
  });
});
