import { z } from 'zod';
import { c, Taka } from './common';
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY, SIZES } from './constants';
import { ErrorResponse } from './errors';

/** Texts of the cart calls: the spec's wording where it has one (storefront sections 5 and 8). */
export const CART_MESSAGES = {
  added: 'Item added to cart successfully',
  productIdRequired: 'Product ID not found',
  sizeRequired: 'Please select a size before adding to cart.',
  sizeUnknown: `Size must be one of ${SIZES.join(', ')}.`,
  quantityInvalid: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY_PER_LINE}.`,
} as const;

/** One line of the shopper's cart: a product in one size, priced as the product is today. */
export const CartItem = z.object({
  _id: z.string(),
  product_id: z.string(),
  name: z.string(),
  /** Taka, for one piece, at the product's current price. */
  price: Taka,
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY_PER_LINE),
  /** The product's first picture, small; empty when it has none. */
  image: z.string(),
  size: z.enum(SIZES),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ items: z.array(CartItem) });
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ success: z.literal(true), cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

/** A product's id as a shopper's call names it; an id that names no product is a 404, not a 400. */
export const ProductIdField = z
  .string({ message: CART_MESSAGES.productIdRequired })
  .trim()
  .min(1, CART_MESSAGES.productIdRequired)
  .max(100);

export const AddCartItem = z.object({
  product_id: ProductIdField,
  quantity: z
    .number({ message: CART_MESSAGES.quantityInvalid })
    .int(CART_MESSAGES.quantityInvalid)
    .min(MIN_QUANTITY, CART_MESSAGES.quantityInvalid)
    .max(MAX_QUANTITY_PER_LINE, CART_MESSAGES.quantityInvalid),
  size: z.enum(SIZES, {
    error: (issue) => (issue.input === undefined ? CART_MESSAGES.sizeRequired : CART_MESSAGES.sizeUnknown),
  }),
});
export type AddCartItem = z.infer<typeof AddCartItem>;

export const cartContract = c.router(
  {
    cart: {
      method: 'GET',
      path: '',
      summary: "The signed-in shopper's cart, priced by the server",
      responses: { 200: CartResponse, 401: ErrorResponse },
    },
    addItem: {
      method: 'POST',
      path: '/items',
      summary: `Put a product in a size in the cart; one line per product and size, at most the size's stock and ${MAX_QUANTITY_PER_LINE}`,
      body: AddCartItem,
      responses: {
        201: CartResponse.extend({ message: z.string() }),
        401: ErrorResponse,
        404: ErrorResponse,
        409: ErrorResponse,
      },
    },
  },
  { pathPrefix: '/cart' },
);
