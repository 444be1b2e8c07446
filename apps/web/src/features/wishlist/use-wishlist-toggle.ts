import { ApiError } from '../../api/client';
import { useCurrentPath } from '../../lib/hooks';
import { rememberRedirect, useShopperId } from '../../lib/session';
import { useChangeWishlist, useWishlist, type WishlistChange } from './api';

/** How a press on the Wishlist button ended. */
export type WishlistOutcome =
  | { kind: 'saved' }
  | { kind: 'removed' }
  | { kind: 'needsLogin' }
  | { kind: 'saveFailed'; message: string | null }
  | { kind: 'removeFailed' };

/**
 * The Wishlist button of one product. A guest is asked to sign in; for a signed-in shopper it is
 * pressed when the product is on their wishlist, and a press saves or removes it at once, going
 * back if the server refuses.
 */
export function useWishlistToggle({
  product,
  returnPath,
}: {
  product: WishlistChange['product'];
  returnPath?: string;
}) {
  const shopperId = useShopperId();
  const currentPath = useCurrentPath();
  const wishlist = useWishlist(shopperId);
  const change = useChangeWishlist(shopperId);
  const saved = wishlist.data?.some((entry) => entry.product._id === product._id) ?? false;

  const toggle = async (): Promise<WishlistOutcome> => {
    if (!shopperId) {
      rememberRedirect(returnPath ?? currentPath);
      return { kind: 'needsLogin' };
    }
    const save = !saved;
    try {
      await change.mutateAsync({ product, save });
      return { kind: save ? 'saved' : 'removed' };
    } catch (error) {
      if (!save) return { kind: 'removeFailed' };
      return { kind: 'saveFailed', message: error instanceof ApiError ? error.message || null : null };
    }
  };

  return { saved, toggle };
}
