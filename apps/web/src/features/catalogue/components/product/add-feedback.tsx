import { TIMINGS_MS } from '@haat/contracts/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import type { AddToCartOutcome } from '../../../cart';
import type { WishlistOutcome } from '../../../wishlist';
import { productMessages } from './messages';
import './add-feedback.css';

/** What the shopper is told after pressing Add to Cart, Add or Wishlist. */
export type Feedback =
  | { kind: 'outcome'; outcome: AddToCartOutcome }
  | { kind: 'wishlist'; outcome: Exclude<WishlistOutcome, { kind: 'saved' | 'removed' }> };

/** The feedback under the buttons; "added to cart" goes away after the spec's 2.5 s. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  useEffect(() => {
    if (feedback?.kind !== 'outcome' || feedback.outcome.kind !== 'added') return;
    const timer = window.setTimeout(
      () => setFeedback((now) => (now === feedback ? null : now)),
      TIMINGS_MS.addedToCartToast,
    );
    return () => window.clearTimeout(timer);
  }, [feedback]);
  return [feedback, setFeedback] as const;
}

/**
 * The message under the buttons; a guest gets a link to the login page. Successes are written into
 * a status region that is always there, so that a screen reader announces them (a region that
 * appears with its text in it is often not read); refusals are alerts. In the quick view a failed
 * add reads as the spec's alert did ("Failed to add product to cart: …").
 */
export function AddFeedback({
  feedback,
  inDialog = false,
}: {
  feedback: Feedback | null;
  inDialog?: boolean;
}) {
  const message = useFeedbackMessage(feedback, inDialog);
  return (
    <>
      <div role="status">{message && !message.alert ? message.text : null}</div>
      {message?.alert ? message.text : null}
    </>
  );
}

function useFeedbackMessage(
  feedback: Feedback | null,
  inDialog: boolean,
): { text: ReactNode; alert: boolean } | null {
  const t = useT(productMessages);
  if (!feedback) return null;
  const success = (text: string) => ({
    text: <p className="product-feedback product-feedback--success">{text}</p>,
    alert: false,
  });
  const danger = (text: string) => ({
    text: (
      <p className="product-feedback product-feedback--danger" role="alert">
        {text}
      </p>
    ),
    alert: true,
  });
  const login = (text: string) => ({
    text: (
      <p className="product-feedback product-feedback--warning" role="alert">
        {text}{' '}
        <Link to={PATHS.login} className="product-feedback__link">
          {t('login')}
        </Link>
      </p>
    ),
    alert: true,
  });
  if (feedback.kind === 'wishlist') {
    const { outcome } = feedback;
    switch (outcome.kind) {
      case 'needsLogin':
        return login(t('loginToWishlist'));
      case 'saveFailed':
        return danger(outcome.message ?? t('wishlistSaveFailed'));
      case 'removeFailed':
        return danger(t('wishlistRemoveFailed'));
    }
  }
  const { outcome } = feedback;
  switch (outcome.kind) {
    case 'needsSize':
      return danger(t('sizeRequired'));
    case 'needsLogin':
      return login(t('loginToAdd'));
    case 'added':
      return success(t('addedToCart'));
    case 'offline':
      return danger(t('addNetworkError'));
    case 'failed':
    case 'broken': {
      const message = outcome.kind === 'failed' ? outcome.message : null;
      if (inDialog) return danger(t('addFailedWith', { message: message ?? t('tryAgainLater') }));
      return danger(message ?? (outcome.kind === 'failed' ? t('addFailed') : t('addError')));
    }
  }
}
