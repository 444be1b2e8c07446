import type { useT } from '../../lib/i18n';
import { failureKind } from './api';
import type { cartMessages } from './messages';

type Translate = ReturnType<typeof useT<(typeof cartMessages)['en']>>;

/**
 * A failed change of the cart, in the spec's words (storefront sections 6 and 8): no session left
 * to change it with, the server's own message when it refused, an ended session, no answer at
 * all, or else the change's own text.
 */
export function failureText(change: 'update' | 'remove' | 'clear', error: unknown, t: Translate): string {
  const kind = failureKind(error);
  if (kind === 'signedOut') return t('loginToChange');
  if (kind === 'network') return t('networkError');
  if (kind === 'auth') return t('authFailed');
  if (kind === 'refused' && error instanceof Error) return error.message;
  return t(change === 'update' ? 'updateFailed' : change === 'remove' ? 'removeFailed' : 'clearFailed');
}
