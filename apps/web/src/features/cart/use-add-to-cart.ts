import type { Size } from '@haat/contracts/constants';
import { ApiError } from '../../api/client';
import { useCurrentPath } from '../../lib/hooks';
import { useRefusal } from '../../lib/refusals';
import { rememberRedirect, useShopperId } from '../../lib/session';
import { type AddedProduct, SignedOutError, useAddCartItem } from './api';

/** One line the shopper wants in the cart, with the product as the page shows it (for the cart to show at once). */
export type CartLineRequest = {
  productId: string;
  /** The size chosen; none for a one-size product. */
  size: Size | null;
  /** The product comes in one size: it goes in without one. */
  oneSize: boolean;
  quantity: number;
  product?: AddedProduct;
};

/**
 * How an attempt to add ended; the component says it in the shopper's language. `failed`: the
 * shop refused, with its words in the shopper's language when it gave any; `broken`: an answer
 * came that could not be read (storefront spec section 8's "otherwise").
 */
export type AddToCartOutcome =
  | { kind: 'added' }
  | { kind: 'needsSize' }
  | { kind: 'needsLogin' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'broken' };

type Failure = Extract<AddToCartOutcome, { kind: 'needsLogin' | 'offline' | 'failed' | 'broken' }>;

/** What a failed call tells the shopper: the server's words, no words, or that there was no answer. */
function failureOf(error: unknown, refusal: (error: Error) => string): Failure {
  // Signed out in another tab since the page opened.
  if (error instanceof SignedOutError) return { kind: 'needsLogin' };
  if (error instanceof ApiError) return { kind: 'failed', message: error.message ? refusal(error) : null };
  // fetch rejects with a TypeError only when no answer came at all.
  if (error instanceof TypeError) return { kind: 'offline' };
  return { kind: 'broken' };
}

/**
 * The one place that decides what Add to Cart does: a size first (unless the product comes in one
 * size), then a signed-in shopper, then the server. While the server answers, `adding` is true (the quick view's Adding...).
 */
export function useAddToCart({ returnPath }: { returnPath?: string } = {}) {
  const shopperId = useShopperId();
  const currentPath = useCurrentPath();
  const addItem = useAddCartItem();
  const refusal = useRefusal();

  const add = async (line: CartLineRequest): Promise<AddToCartOutcome> => {
    if (!line.size && !line.oneSize) return { kind: 'needsSize' };
    if (!shopperId) {
      rememberRedirect(returnPath ?? currentPath);
      return { kind: 'needsLogin' };
    }
    try {
      await addItem.mutateAsync({
        product_id: line.productId,
        quantity: line.quantity,
        size: line.oneSize ? null : line.size,
        ...(line.product ? { product: line.product } : {}),
      });
      return { kind: 'added' };
    } catch (error) {
      return failureOf(error, refusal);
    }
  };

  return { add, adding: addItem.isPending };
}
