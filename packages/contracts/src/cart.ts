import { z } from 'zod';
import { c, commonResponses, requiredText, signedIn, Taka, text } from './common';
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY, SIZES } from './constants';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { AppliedPromo } from './promotions';

/** Texts of the cart calls: the spec's wording where it has one (storefront sections 5 and 8). */
export const CART_MESSAGES = {
  added: 'Item added to cart successfully',
  productIdRequired: 'Product ID not found',
  sizeRequired: ERROR_MESSAGES.sizeRequired,
  sizeUnknown: `Size must be one of ${SIZES.join(', ')}.`,
  quantityInvalid: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY_PER_LINE}.`,
  linesRequired: 'Please select the items to delete.',
  promoCodeRequired: 'Please enter a promo code.',
  promoApplied: 'Promo code applied.',
} as const;

/**
 * Why a line cannot be bought as it is: the product is no longer sold, its size sold out, less is
 * left than it holds, or it has no size and the product now comes in sizes (a size must be chosen).
 */
export const UNAVAILABLE_REASONS = ['productGone', 'sizeSoldOut', 'notEnoughStock', 'sizeNeeded'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** One line of the shopper's cart: a product in a size (or of one size), priced as the product is today. */
export const CartItem = z.object({
  _id: z.string(),
  product_id: z.string(),
  name: z.string(),
  /** The product's name in Bengali; null when it has none. */
  nameBn: z.string().nullable(),
  /** Taka, for one piece, at the product's current price. */
  price: Taka,
  /** Taka: the earlier price, shown struck through; the price itself when there is none. */
  originalPrice: Taka,
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY_PER_LINE),
  /** The product's first picture, small; empty when it has none. */
  image: z.string(),
  /** The size chosen; null for a product that comes in one size. */
  size: z.enum(SIZES).nullable(),
  /** Pieces left in this size (0 once sold out, or when the product is no longer sold). */
  stock: z.number().int().nonnegative(),
  /** The most this line may hold now: the stock left, and at most MAX_QUANTITY_PER_LINE. */
  maxQuantity: z.number().int().nonnegative(),
  /** Whether the line can be bought as it is: the product is still sold and the size holds its quantity. */
  available: z.boolean(),
  /** Why it cannot (UNAVAILABLE_REASONS). */
  unavailableReason: z.enum(UNAVAILABLE_REASONS).nullable(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  items: z.array(CartItem),
  /** The promo code applied to the cart, checked against it as it is now; null for none. */
  promo: AppliedPromo.nullable(),
  /** Taka: the lines that can be bought, at today's prices. */
  subtotal: Taka,
  /** Taka: what the promo takes off that subtotal. */
  discount: Taka,
  /** Taka: subtotal less discount, before delivery (worked out at checkout from the pickup point). */
  total: Taka,
});
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ success: z.literal(true), cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

/** A product's id as a shopper's call names it; an id that names no product is a 404, not a 400. */
export const ProductIdField = text(CART_MESSAGES.productIdRequired)
  .trim()
  .min(1, CART_MESSAGES.productIdRequired)
  .max(100);

/** How many pieces of a line: a whole number from 1 to the line limit. */
const Quantity = z
  .number({ message: CART_MESSAGES.quantityInvalid })
  .int(CART_MESSAGES.quantityInvalid)
  .min(MIN_QUANTITY, CART_MESSAGES.quantityInvalid)
  .max(MAX_QUANTITY_PER_LINE, CART_MESSAGES.quantityInvalid);

export const AddCartItem = z.object({
  product_id: ProductIdField,
  quantity: Quantity,
  /**
   * The size chosen: required for a sized product (else 400 `sizeRequired`), left out or null for
   * one that comes in one size (a size sent for one is ignored, as the spec's clients send M).
   */
  size: z.enum(SIZES, { message: CART_MESSAGES.sizeUnknown }).nullish(),
});
export type AddCartItem = z.infer<typeof AddCartItem>;

/** The id of one of the shopper's lines, as the path names it; a line of someone else's cart is a 404. */
const CartLineParams = z.object({ id: text().max(100) });

export const UpdateCartItem = z.object({ quantity: Quantity });
export type UpdateCartItem = z.infer<typeof UpdateCartItem>;

export const DeleteCartItems = z.object({
  /** The ids of the lines to take out (the spec names them productIds). */
  productIds: z
    .array(text().max(100), { message: CART_MESSAGES.linesRequired })
    .min(1, CART_MESSAGES.linesRequired)
    .max(100),
});
export type DeleteCartItems = z.infer<typeof DeleteCartItems>;

export const ApplyPromo = z.object({
  promoCode: requiredText(CART_MESSAGES.promoCodeRequired, 40),
});
export type ApplyPromo = z.infer<typeof ApplyPromo>;

export const PromoApplied = CartResponse.extend({
  message: z.string(),
  /** Taka: what the code takes off the cart. */
  discount: Taka,
  /** Taka: the cart's lines less the discount, before delivery. */
  total: Taka,
});
export type PromoApplied = z.infer<typeof PromoApplied>;

const deleteLines = {
  method: 'POST',
  path: '/delete',
  summary: "The cart page's DELETE selected: takes the listed lines out, all or none",
  body: DeleteCartItems,
  responses: { 200: CartResponse, 401: ErrorResponse, 404: ErrorResponse },
  ...signedIn,
} as const;

const applyPromo = {
  method: 'POST',
  path: '/promo',
  summary: "Checks a promo code against the shopper's cart and remembers it with the cart",
  body: ApplyPromo,
  responses: { 200: PromoApplied, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
  ...signedIn,
} as const;

export const cartContract = c.router(
  {
    cart: {
      method: 'GET',
      path: '',
      summary: "The signed-in shopper's cart, priced by the server",
      responses: { 200: CartResponse, 401: ErrorResponse },
      ...signedIn,
    },
    addItem: {
      method: 'POST',
      path: '/items',
      summary: `Put a product in a size (none for a one-size product) in the cart; one line per product and size, at most the size's stock and ${MAX_QUANTITY_PER_LINE}`,
      body: AddCartItem,
      responses: {
        201: CartResponse.extend({ message: z.string() }),
        401: ErrorResponse,
        404: ErrorResponse,
        409: ErrorResponse,
      },
      ...signedIn,
    },
    updateItem: {
      method: 'PUT',
      path: '/items/:id',
      summary: "Sets a line's quantity, within the size's stock and the line limit",
      pathParams: CartLineParams,
      body: UpdateCartItem,
      responses: { 200: CartResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      ...signedIn,
    },
    removeItem: {
      method: 'DELETE',
      path: '/items/:id',
      summary: 'Takes a line out of the cart',
      pathParams: CartLineParams,
      responses: { 200: CartResponse, 401: ErrorResponse, 404: ErrorResponse },
      ...signedIn,
    },
    clear: {
      method: 'DELETE',
      path: '',
      summary: 'Empties the cart, its promo code too',
      responses: { 200: CartResponse, 401: ErrorResponse },
      ...signedIn,
    },
    deleteItems: deleteLines,
    applyPromo,
    removePromo: {
      method: 'DELETE',
      path: '/promo',
      summary: 'Takes the promo code off the cart',
      responses: { 200: CartResponse, 401: ErrorResponse },
      ...signedIn,
    },
  },
  { pathPrefix: '/cart' },
);

/**
 * The spec's two cart calls outside /api/v1 (purchase spec section 7), served beside their /api/v1
 * homes: the same bodies, answers and rules.
 */
export const legacyCartContract = c.router(
  {
    deleteCartItems: { ...deleteLines, path: '/cart/delete' },
    applyPromo: { ...applyPromo, path: '/apply-promo' },
  },
  { pathPrefix: '/api', strictStatusCodes: true, commonResponses },
);
