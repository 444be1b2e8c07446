import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n';
import { productMessages } from './messages';
import type { AddToCartOutcome } from './use-add-to-cart';

/** What the shopper is told after pressing Add to Cart, Add, Wishlist or Share. */
export type Feedback =
  | { kind: 'outcome'; outcome: AddToCartOutcome }
  | { kind: 'wishlistLogin' }
  | { kind: 'linkCopied' }
  | { kind: 'copyLink'; url: string };

/** The message under the buttons; a guest gets a link to the login page. */
export function AddFeedback({ feedback }: { feedback: Feedback | null }) {
  const t = useT(productMessages);
  if (!feedback) return null;
  if (feedback.kind === 'linkCopied') {
    return (
      <p className="product-feedback product-feedback--success" role="status">
        {t('linkCopied')}
      </p>
    );
  }
  if (feedback.kind === 'copyLink') {
    return (
      <p className="product-feedback" role="status">
        {t('copyThisLink', { url: feedback.url })}
      </p>
    );
  }
  const login = (text: string) => (
    <p className="product-feedback product-feedback--warning" role="alert">
      {text}{' '}
      <Link to="/login" className="product-feedback__link">
        {t('login')}
      </Link>
    </p>
  );
  if (feedback.kind === 'wishlistLogin') return login(t('loginToWishlist'));
  const { outcome } = feedback;
  switch (outcome.kind) {
    case 'needsSize':
      return (
        <p className="product-feedback product-feedback--danger" role="alert">
          {t('sizeRequired')}
        </p>
      );
    case 'needsLogin':
      return login(t('loginToAdd'));
    case 'added':
      return (
        <p className="product-feedback product-feedback--success" role="status">
          {t('addedToCart')}
        </p>
      );
    case 'failed':
      return (
        <p className="product-feedback product-feedback--danger" role="alert">
          {outcome.message ?? t('addFailed')}
        </p>
      );
  }
}
