import { z } from 'zod';
import { c, commonResponses, multilineText, requiredText, signedIn, Taka, text } from './common';
import {
  CHECKOUT_PAYMENT_METHODS,
  LANGUAGE_CODES,
  MAX_ORDER_LINES,
  ORDER_STATUSES,
  PAYMENT_PROOF_STATUSES,
  PAYMENT_STATUSES,
  SIZES,
} from './constants';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { ShopperParcel } from './tracking';

/** One line of an order, as it was when the order was placed. */
export const OrderItem = z.object({
  /** The line's own id: what a return names. */
  _id: z.string(),
  name: z.string(),
  /** The product's Bengali name when the order was placed; null when it had none. */
  nameBn: z.string().nullable(),
  /** The product's picture (small); empty when there is none. */
  image: z.string(),
  /** Taka, for one piece. */
  price: Taka,
  quantity: z.number().int().positive(),
  /** The size bought; null for a product sold in one size. */
  size: z.enum(SIZES).nullable(),
  /** The product sold; null once the product has left the shop. */
  product_id: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** An order as the shopper's order lists show it. */
export const OrderSummary = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
  /** When the order was placed (ISO 8601). */
  createdAt: z.string(),
  /** Taka: what the shopper pays, delivery included. */
  total: Taka,
  items: z.array(OrderItem),
  /** The customer: the account that placed the order (My Orders' search finds orders by it too). */
  user: z.object({ name: z.string() }),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderList = z.object({ success: z.literal(true), orders: z.array(OrderSummary) });
export type OrderList = z.infer<typeof OrderList>;

/** Where an order goes: the chosen pickup point, copied into the order when it is placed. */
export const ShippingAddress = z.object({
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * The pickup point as checkout sends it. Every field may be missing or empty here: the order's
 * own checks word what is missing, in the spec's order (purchase spec section 5).
 */
const PickupPoint = z.object({
  fullName: text().max(100).optional(),
  phone: text().max(20).optional(),
  address: text().max(300).optional(),
  city: text().max(40).optional(),
  postalCode: text().max(300).optional(),
  country: text().max(60).optional(),
});

/**
 * Places an order from the cart. Prices, fees, discount and totals are the server's: anything of
 * the kind in the body is ignored. `lines` are the chosen cart line ids; all lines when absent.
 */
export const PlaceOrder = z.object({
  /** The chosen pickup point; or, from the simple checkout, the address as one line of text. */
  shippingAddress: z.union([PickupPoint, text().max(300)]).nullish(),
  /** The simple checkout's name and phone, which go with an address given as text. */
  customerName: text().max(100).optional(),
  phone: text().max(20).optional(),
  paymentMethod: text().max(40).nullish(),
  notes: multilineText().max(1000).default(''),
  lines: z.array(text().max(40)).min(1).max(MAX_ORDER_LINES).optional(),
  /**
   * The language the shopper reads the shop in as they order: the order records it and its
   * confirmation is written in it. The account's language when absent.
   */
  language: z.enum(LANGUAGE_CODES).optional(),
  /**
   * Cash on delivery with the delivery fee paid first by bKash or Nagad, for a number the COD guard
   * offers only that or paying online (`codOnlinePaymentOnly`): the order waits for the fee's proof.
   */
  codAdvance: z.boolean().optional(),
});
export type PlaceOrder = z.input<typeof PlaceOrder>;

/** A repeated submit with the same key answers the first order instead of placing another. */
export const IdempotencyHeaders = z.object({ 'idempotency-key': text().min(8).max(100).optional() });

/**
 * The notes the shop itself writes in an order's history, by name, so that a client can show them in
 * the shopper's language. Any other note is a person's own words (a reason, the operator's note).
 */
export const ORDER_NOTES = {
  placed: 'Order placed',
  cancelledUnpaid: 'Cancelled automatically: no payment proof arrived in time.',
  switchedToCashOnDelivery: 'Payment changed to cash on delivery.',
  byCourier: 'As the courier reported.',
  addressCorrected: 'The delivery address was corrected by the shop.',
  heldForReview: 'Held for a check by the shop before it is prepared.',
  awaitingAdvance: 'Waiting for the delivery fee, paid in advance by bKash or Nagad.',
  released: 'Checked and released by the shop.',
  cancelledAfterReview: 'Cancelled by the shop after a check. Please contact us if you still want it.',
  advanceVerified: 'The delivery fee paid in advance was verified.',
} as const;

export const OrderStatusEvent = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OrderStatusEvent = z.infer<typeof OrderStatusEvent>;

/** An order with everything its details page shows. Money in taka. */
export const Order = OrderSummary.extend({
  subtotal: Taka,
  discount: Taka,
  tax: Taka,
  shippingCost: Taka,
  /**
   * Paid before delivery on an order paid at the door: the delivery fee the COD guard asked first,
   * once its proof was verified (else 0). The door collects the total less it.
   */
  paidInAdvance: Taka,
  /** The promo code the order used, or null. */
  promoCode: z.string().nullable(),
  shippingAddress: ShippingAddress,
  notes: z.string(),
  /** Every status the order has been in, oldest first. */
  statusEvents: z.array(OrderStatusEvent),
  /**
   * The latest payment proof sent for the order and what the shop made of it: a rejected proof
   * carries the operator's reason, and the shopper may send another. Null until one is sent.
   */
  paymentProof: z
    .object({
      status: z.enum(PAYMENT_PROOF_STATUSES),
      submittedAt: z.string(),
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
  /**
   * The parcel on its way with a courier (or delivered, or brought back), with the courier's news
   * of it; null until the order is handed to a courier.
   */
  parcel: ShopperParcel.nullable(),
});
export type Order = z.infer<typeof Order>;

export const ORDER_MESSAGES = {
  placed: 'Order placed successfully!',
  cancelled: 'Your order is cancelled.',
} as const;

export const OrderPlaced = z.object({
  success: z.literal(true),
  message: z.string(),
  order: Order,
});
export type OrderPlaced = z.infer<typeof OrderPlaced>;

export const OrderDetails = z.object({ success: z.literal(true), order: Order });

/** Why the shopper cancels: required, so that the shop learns what went wrong. */
export const CancelOrder = z.object({
  reason: requiredText(ERROR_MESSAGES.cancelReasonRequired, 500),
});

/** A cancelled order as the spec's Cancellations page reads it. */
export const CancelledOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** When the order was cancelled (ISO 8601). */
  requestedDate: z.string(),
  status: z.literal('cancelled'),
  reason: z.string(),
  products: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      /** The product's Bengali name when the order was placed; null when it had none. */
      nameBn: z.string().nullable(),
      image: z.string(),
      qty: z.number(),
    }),
  ),
});
export type CancelledOrder = z.infer<typeof CancelledOrder>;

export const CancellationList = z.object({
  success: z.literal(true),
  cancellations: z.array(CancelledOrder),
});

const myCancellations = {
  method: 'GET',
  path: '/user/cancellations',
  summary: "The signed-in shopper's cancelled orders, most recently cancelled first",
  responses: { 200: CancellationList, 401: ErrorResponse },
  ...signedIn,
} as const;

export const ordersContract = c.router({
  placeOrder: {
    method: 'POST',
    path: '/orders',
    summary: 'Places an order of the chosen cart lines (all when none are named), priced by the server',
    headers: IdempotencyHeaders,
    body: PlaceOrder,
    responses: {
      201: OrderPlaced,
      400: ErrorResponse,
      401: ErrorResponse,
      409: ErrorResponse,
      422: ErrorResponse,
    },
    ...signedIn,
  },
  orderDetails: {
    method: 'GET',
    path: '/orders/user/:id',
    pathParams: z.object({ id: text().max(100) }),
    summary: "One of the shopper's orders, with its status history",
    responses: { 200: OrderDetails, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
    ...signedIn,
  },
  cancelOrder: {
    method: 'POST',
    path: '/orders/:id/cancel',
    pathParams: z.object({ id: text().max(100) }),
    summary: 'Cancels an order that has not shipped yet; its stock goes back',
    body: CancelOrder,
    responses: {
      200: OrderDetails,
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...signedIn,
  },
  myCancellations,
  myOrders: {
    method: 'GET',
    path: '/user/orders',
    summary: "The signed-in shopper's orders, newest first",
    responses: { 200: OrderList, 401: ErrorResponse },
    ...signedIn,
  },
});

/** The spec's order lists outside /api/v1 (purchase spec section 7), the same calls as their /api/v1 homes. */
export const legacyOrdersContract = c.router(
  { cancelledOrders: { ...myCancellations, path: '/orders/cancelled' } },
  { pathPrefix: '/api', strictStatusCodes: true, commonResponses },
);
