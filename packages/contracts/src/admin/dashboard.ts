import { z } from 'zod';
import { c, operatorOnly, Taka } from '../common';
import type { ORDER_STATUSES } from '../constants';
import { ErrorResponse } from '../errors';

/** A product with this many units or fewer over all its sizes is low on stock (0 is out of stock). */
export const LOW_STOCK_UNITS = 5;
/** How many low or sold-out products the dashboard names; the counts cover them all. */
export const DASHBOARD_STOCK_LIST = 10;

/** Orders the shop still has to move: every status before the parcel is delivered. */
export const WAITING_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'out_for_delivery',
  'returning',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** Orders placed over some Dhaka days and what they bring in (not cancelled, not refunded). */
const Period = z.object({ orders: z.number().int().nonnegative(), revenue: Taka });

export const StockAlert = z.object({
  _id: z.string(),
  name: z.string(),
  /** Units over all sizes. */
  stockTotal: z.number().int().nonnegative(),
});

export const DashboardFigures = z.object({
  /** Since midnight in Dhaka. */
  today: Period,
  /** Today and the 6 days before it, in Dhaka. */
  last7Days: Period,
  /** Today and the 29 days before it, in Dhaka. */
  last30Days: Period,
  /** Orders in each status the shop still has to move, in the order of their way. */
  waiting: z.array(z.object({ status: z.enum(WAITING_STATUSES), orders: z.number().int().nonnegative() })),
  /** Payment proofs waiting for a check. */
  proofsWaiting: z.number().int().nonnegative(),
  /** Returns asked for and not yet approved or rejected. */
  returnsWaiting: z.number().int().nonnegative(),
  /** Cancelled orders that were paid and are not yet refunded. */
  refundsOwed: z.number().int().nonnegative(),
  stock: z.object({
    lowUnits: z.number().int(),
    /** Products on sale with 1 to `lowUnits` units. */
    low: z.number().int().nonnegative(),
    /** Products on sale with none left. */
    out: z.number().int().nonnegative(),
    /** Out of stock first, then the fewest units. */
    products: z.array(StockAlert),
  }),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const adminDashboardContract = c.router({
  figures: {
    method: 'GET',
    path: '/dashboard',
    summary: 'Orders and revenue today, over 7 and 30 days, what waits, and products low on stock',
    responses: {
      200: z.object({ success: z.literal(true), figures: DashboardFigures }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
});
