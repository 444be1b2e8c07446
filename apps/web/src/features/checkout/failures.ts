import { ApiError } from '../../api/client';
import type { Translate } from '../../lib/i18n';
import type { checkoutMessages } from './messages';

/**
 * Why an order was not placed, as purchase spec section 8 words it: the server's reason, or that
 * no answer came (the same attempt can then be sent again without placing the order twice).
 */
export function placeFailureText(
  error: Error,
  t: Translate<typeof checkoutMessages.en>,
  /** The refusal in the page's language, by its code (the COD guard's reasons among them). */
  refusal: (error: Error) => string,
): string {
  if (error instanceof ApiError) return t('placeFailed', { message: refusal(error) || t('tryAgainLater') });
  if (error instanceof TypeError) return t('offline');
  return t('placeFailed', { message: t('tryAgainLater') });
}
