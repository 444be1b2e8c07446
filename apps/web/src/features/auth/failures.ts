import type { authMessages } from './messages';

/** How a sign-in or sign-up call ended when it did not succeed. */
export type CallFailure =
  | { kind: 'answered'; status: number; message?: string }
  | { kind: 'network' }
  | { kind: 'unexpected' };

/** A message of the sign-in page, and the server's own words where the message quotes them. */
export type FailureMessage = { key: keyof (typeof authMessages)['en']; serverMessage?: string };

/** An answer other than success, with the server's message when it gave one. */
export function answeredFailure(response: { status: number; body: unknown }): CallFailure {
  const { body } = response;
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : undefined;
  return { kind: 'answered', status: response.status, message };
}

/** A fetch that never reached the server rejects with a TypeError; anything else went wrong here. */
export function failureOf(error: unknown): CallFailure {
  return error instanceof TypeError ? { kind: 'network' } : { kind: 'unexpected' };
}

/** The login form's message, by the spec's list: 401, 5xx, another answer, no answer, anything else. */
export function loginFailureMessage(failure: CallFailure): FailureMessage {
  if (failure.kind === 'network') return { key: 'loginNetworkError' };
  if (failure.kind === 'unexpected') return { key: 'loginFailed' };
  if (failure.status === 401) return { key: 'invalidCredentials' };
  if (failure.status >= 500) return { key: 'loginServerError' };
  return { key: 'loginFailedWith', serverMessage: failure.message };
}

/** The sign-up form's message, by the spec's list: 409, 5xx, another answer, no answer. */
export function signUpFailureMessage(failure: CallFailure): FailureMessage {
  if (failure.kind === 'network') return { key: 'signUpNetworkError' };
  if (failure.kind === 'unexpected') return { key: 'signUpFailedWith' };
  if (failure.status === 409) return { key: 'emailTaken' };
  if (failure.status >= 500) return { key: 'signUpServerError' };
  return { key: 'signUpFailedWith', serverMessage: failure.message };
}
