import type { Size } from '@haat/contracts/constants';
import { useLocation } from 'react-router';
import { ApiError } from '../../../../api/client';
import { rememberRedirect, useSession } from '../../../auth/session';
import { useAddCartItem } from '../../../cart/api';
import { useChangeWishlist, useWishlist, type WishlistChange } from '../../../wishlist/api';

/** One line the shopper wants in the cart. */
export type CartLineRequest = { productId: string; size: Size | null; quantity: number };

/** How an attempt to add ended; the component says it in the shopper's language. */
export type AddToCartOutcome =
  | { kind: 'added' }
  | { kind: 'needsSize' }
  | { kind: 'needsLogin' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string | null };

/** How a press on the Wishlist button ended. */
export type WishlistOutcome =
  | { kind: 'saved' }
  | { kind: 'removed' }
  | { kind: 'needsLogin' }
  | { kind: 'saveFailed'; message: string | null }
  | { kind: 'removeFailed' };

/** The signed-in shopper's id, or undefined for a guest (or while the session is still starting). */
function useShopperId(): string | undefined {
  const session = useSession();
  return session.authenticated ? session.user?.id : undefined;
}

/** The current address, so that a guest comes back to it after signing in. */
function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** What a failed call tells the shopper: the server's words, no words, or that there was no answer. */
function failureOf(error: unknown): { kind: 'offline' } | { kind: 'failed'; message: string | null } {
  if (error instanceof ApiError) return { kind: 'failed', message: error.message || null };
  // fetch rejects with a TypeError only when no answer came at all.
  if (error instanceof TypeError) return { kind: 'offline' };
  return { kind: 'failed', message: null };
}

/**
 * The one place that decides what Add to Cart does: a size first, then a signed-in shopper, then
 * the server. While the server answers, `adding` is true (the quick view's Adding...).
 */
export function useAddToCart({ returnPath }: { returnPath?: string } = {}) {
  const shopperId = useShopperId();
  const currentPath = useCurrentPath();
  const addItem = useAddCartItem(shopperId);

  const add = async (line: CartLineRequest): Promise<AddToCartOutcome> => {
    if (!line.size) return { kind: 'needsSize' };
    if (!shopperId) {
      rememberRedirect(returnPath ?? currentPath);
      return { kind: 'needsLogin' };
    }
    try {
      await addItem.mutateAsync({ product_id: line.productId, quantity: line.quantity, size: line.size });
      return { kind: 'added' };
    } catch (error) {
      return failureOf(error);
    }
  };

  return { add, adding: addItem.isPending };
}

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
