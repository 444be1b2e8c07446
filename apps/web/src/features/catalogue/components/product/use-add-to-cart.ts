import type { Size } from '@haat/contracts/constants';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS, writeStored } from '../../../../lib/storage-keys';

/** One line the shopper wants in the cart. */
export type CartLineRequest = { productId: string; size: Size | null; quantity: number };

/** How an attempt to add ended; the component says it in the shopper's language. */
export type AddToCartOutcome =
  | { kind: 'added' }
  | { kind: 'needsSize' }
  | { kind: 'needsLogin' }
  | { kind: 'failed'; message: string | null };

/** Who may put things in the cart, and how a line gets there. */
type CartAccess =
  | { signedIn: false }
  | { signedIn: true; addLine: (line: CartLineRequest & { size: Size }) => Promise<void> };

/**
 * Today every visitor is a guest. The session and cart features plug in here: a signed-in shopper
 * gets `addLine`, which sends POST /cart/items and refreshes the cart.
 */
function useCartAccess(): CartAccess {
  return { signedIn: false };
}

/** Where the login page sends the shopper back to (the spec's redirect_after_login). */
export function rememberReturnPath(path: string) {
  writeStored(STORAGE_KEYS.redirectAfterLogin, path);
}

/** The current address, so that a guest comes back to it after signing in. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * The one place that decides what Add to Cart does: a size first, then a signed-in shopper, then
 * the server. While the server answers, `adding` is true (the quick view's Adding...).
 */
export function useAddToCart({ returnPath }: { returnPath?: string } = {}) {
  const access = useCartAccess();
  const currentPath = useCurrentPath();
  const [adding, setAdding] = useState(false);

  const add = async (line: CartLineRequest): Promise<AddToCartOutcome> => {
    if (!line.size) return { kind: 'needsSize' };
    if (!access.signedIn) {
      rememberReturnPath(returnPath ?? currentPath);
      return { kind: 'needsLogin' };
    }
    setAdding(true);
    try {
      await access.addLine({ ...line, size: line.size });
      return { kind: 'added' };
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error && error.message ? error.message : null };
    } finally {
      setAdding(false);
    }
  };

  return { add, adding, signedIn: access.signedIn };
}

/**
 * The wishlist button's decision. A guest is asked to sign in; saving for a signed-in shopper
 * arrives with the wishlist feature.
 */
export function useWishlistToggle({ returnPath }: { returnPath?: string } = {}) {
  const access = useCartAccess();
  const currentPath = useCurrentPath();
  const [saved, setSaved] = useState(false);

  const toggle = (): 'needsLogin' | 'toggled' => {
    if (!access.signedIn) {
      rememberReturnPath(returnPath ?? currentPath);
      return 'needsLogin';
    }
    setSaved((was) => !was);
    return 'toggled';
  };

  return { saved, toggle };
}
