import type { Cart, CartItem } from '@haat/contracts';
import { TIMINGS_MS } from '@haat/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, bodyOf } from '../../api/client';
import { useShopperId } from '../../lib/session';
import { STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/** Query keys of the cart: one cart per signed-in shopper. */
export const cartKeys = {
  all: ['cart'] as const,
  cart: (userId: string) => ['cart', userId] as const,
};

/** The cart's lines as the browser keeps a copy of them (storefront spec sections 3 and 9). */
type MirroredLine = Pick<CartItem, 'product_id' | 'name' | 'image' | 'size' | 'price' | 'quantity'> & {
  id: string;
};

/** Keeps the browser's copy of the cart's lines in step with the server's cart. */
export function mirror(cart: Cart) {
  writeStored(
    STORAGE_KEYS.cartItems,
    cart.items.map(
      ({ _id, product_id, name, image, size, price, quantity }): MirroredLine => ({
        id: _id,
        product_id,
        name,
        image,
        size,
        price,
        quantity,
      }),
    ),
  );
}

export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.cart(userId),
    queryFn: async ({ signal }) => {
      const { cart } = bodyOf(await api.cart.cart({ fetchOptions: { signal } }), 200);
      mirror(cart);
      return cart;
    },
    // The cart changes under the shopper's hands on other devices and after stock runs out.
    staleTime: 10_000,
  });

/**
 * The signed-in shopper's cart: loaded about 100 ms after sign-in (storefront spec section 4),
 * nothing for a guest. The browser's copy of the lines shows at once while it loads.
 */
export function useCart() {
  const userId = useShopperId();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    if (!userId) return;
    const timer = setTimeout(() => setReady(true), TIMINGS_MS.cartLoadDelay);
    return () => clearTimeout(timer);
  }, [userId]);
  return useQuery({ ...cartQueryOptions(userId ?? ''), enabled: userId !== undefined && ready });
}

/** The number of pieces in the cart, for the cart icons. */
export const piecesIn = (cart: Cart | undefined) =>
  cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
