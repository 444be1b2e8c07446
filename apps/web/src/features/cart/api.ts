import type { AddCartItem, Cart, CartItem } from '@haat/contracts';
import { promoDiscount, ruleOf } from '@haat/contracts/promo-rules';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, bodyOf } from '../../api/client';
import { signedOutElsewhere, useShopperId } from '../../lib/session';
import { cartKeys, mirror } from './cart-query';

/** Totals worked out again from the lines (the server's, kept while a change is on its way). */
function withTotals(cart: Cart, items: CartItem[]): Cart {
  const subtotal = items
    .filter((item) => item.available)
    .reduce((sum, item) => sum + item.price * item.quantity, 0);
  const subtotalPoisha = Math.round(subtotal * 100);
  const discount =
    cart.promo && !cart.promo.problem ? promoDiscount(ruleOf(cart.promo), subtotalPoisha) / 100 : 0;
  return { ...cart, items, subtotal, discount, total: Math.round((subtotal - discount) * 100) / 100 };
}

/** Why a change of the cart failed, as storefront spec sections 6 and 8 tell it apart. */
export type CartFailure = 'signedOut' | 'network' | 'auth' | 'refused' | 'other';

/** A change asked for once the shopper has signed out in another tab: no token to send it with. */
export class SignedOutError extends Error {}

export function failureKind(error: unknown): CartFailure {
  if (error instanceof SignedOutError) return 'signedOut';
  if (error instanceof ApiError) return error.status === 401 ? 'auth' : error.message ? 'refused' : 'other';
  // fetch rejects with a TypeError only when no answer came at all.
  return error instanceof TypeError ? 'network' : 'other';
}

type Change<V> = {
  /** What the call does on the server; answers the cart. */
  send: (variables: V) => Promise<Cart>;
  /** The cart as it will be, shown at once. */
  optimistic: (cart: Cart, variables: V) => Cart;
};

/**
 * A change of the cart, applied at once to the cached cart and rolled back if the server refuses.
 * Changes reach the server one at a time, in the order they were made; the cart is read again once
 * the last has landed (storefront spec section 4: refetched after success).
 */
function useCartChange<V>({ send, optimistic }: Change<V>) {
  const queryClient = useQueryClient();
  const userId = useShopperId();
  const queryKey = cartKeys.cart(userId ?? '');
  return useMutation({
    mutationKey: cartKeys.all,
    scope: { id: 'cart' },
    mutationFn: (variables: V) => {
      if (signedOutElsewhere()) throw new SignedOutError();
      return send(variables);
    },
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Cart>(queryKey);
      if (before) queryClient.setQueryData(queryKey, optimistic(before, variables));
      return { before };
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(queryKey, cart);
      mirror(cart);
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: cartKeys.all }) === 1)
        await refetchCart(queryClient, queryKey);
    },
  });
}

const refetchCart = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.invalidateQueries({ queryKey });

/** What a new line shows until the server answers: the product as the page knows it. */
export type AddedProduct = {
  name: string;
  nameBn: string | null;
  price: number;
  oldPrice: number | null;
  image: string;
};

/** Puts a product in a size (none for a one-size product) into the cart. A refusal is an ApiError with the server's message. */
export const useAddCartItem = () =>
  useCartChange<AddCartItem & { product?: AddedProduct }>({
    send: async ({ product_id, quantity, size }) => {
      const response = await api.cart.addItem({ body: { product_id, quantity, size } });
      if (response.status !== 201) throw ApiError.of(response);
      return response.body.cart;
    },
    optimistic: (cart, { product_id, quantity, size, product }) => {
      const existing = cart.items.find(
        (item) => item.product_id === product_id && item.size === (size ?? null),
      );
      if (existing) {
        return withTotals(
          cart,
          cart.items.map((item) =>
            item === existing ? { ...item, quantity: item.quantity + quantity } : item,
          ),
        );
      }
      if (!product) return cart;
      const line: CartItem = {
        _id: `adding-${product_id}-${size}`,
        product_id,
        name: product.name,
        nameBn: product.nameBn,
        price: product.price,
        originalPrice: product.oldPrice ?? product.price,
        quantity,
        image: product.image,
        size: size ?? null,
        // Until the server answers, the line is taken to be buyable as asked.
        stock: quantity,
        maxQuantity: quantity,
        available: true,
        unavailableReason: null,
      };
      return withTotals(cart, [...cart.items, line]);
    },
  });

/** Sets a line's quantity (never below 1). */
export const useSetQuantity = () =>
  useCartChange<{ lineId: string; quantity: number }>({
    send: async ({ lineId, quantity }) =>
      bodyOf(await api.cart.updateItem({ params: { id: lineId }, body: { quantity } }), 200).cart,
    optimistic: (cart, { lineId, quantity }) =>
      withTotals(
        cart,
        cart.items.map((item) =>
          item._id === lineId
            ? {
                ...item,
                quantity,
                available: quantity <= item.stock,
                unavailableReason: quantity <= item.stock ? null : item.unavailableReason,
              }
            : item,
        ),
      ),
  });

/** Takes lines out: one (DELETE /cart/items/{id}) or the selected ones (POST /cart/delete). */
export const useRemoveLines = () =>
  useCartChange<string[]>({
    send: async (lineIds) =>
      lineIds.length === 1
        ? bodyOf(await api.cart.removeItem({ params: { id: lineIds[0] ?? '' } }), 200).cart
        : bodyOf(await api.cart.deleteItems({ body: { productIds: lineIds } }), 200).cart,
    optimistic: (cart, lineIds) =>
      withTotals(
        cart,
        cart.items.filter((item) => !lineIds.includes(item._id)),
      ),
  });

/** Empties the cart. */
export const useClearCart = () =>
  useCartChange<void>({
    send: async () => bodyOf(await api.cart.clear(), 200).cart,
    optimistic: (cart) => ({ ...cart, items: [], promo: null, subtotal: 0, discount: 0, total: 0 }),
  });

/** Applies a promo code; the server checks it against the cart and says why when it refuses. */
export const useApplyPromo = () =>
  useCartChange<string>({
    send: async (promoCode) => bodyOf(await api.cart.applyPromo({ body: { promoCode } }), 200).cart,
    optimistic: (cart) => cart,
  });

export const useRemovePromo = () =>
  useCartChange<void>({
    send: async () => bodyOf(await api.cart.removePromo(), 200).cart,
    optimistic: (cart) => withTotals({ ...cart, promo: null }, cart.items),
  });
