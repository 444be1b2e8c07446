import { z } from 'zod';
import { c, signedIn, Taka } from './common';
import { CHECKOUT_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES, SIZES } from './constants';
import { ErrorResponse } from './errors';

/** One line of an order, as it was when the order was placed. */
export const OrderItem = z.object({
  name: z.string(),
  /** The product's picture (small); empty when there is none. */
  image: z.string(),
  /** Taka, for one piece. */
  price: Taka,
  quantity: z.number().int().positive(),
  size: z.enum(SIZES),
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
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderList = z.object({ success: z.literal(true), orders: z.array(OrderSummary) });
export type OrderList = z.infer<typeof OrderList>;

export const ordersContract = c.router({
  myOrders: {
    method: 'GET',
    path: '/user/orders',
    summary: "The signed-in shopper's orders, newest first",
    responses: { 200: OrderList, 401: ErrorResponse },
    ...signedIn,
  },
});
