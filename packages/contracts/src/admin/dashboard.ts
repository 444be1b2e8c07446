import { z } from 'zod';
import { c, operatorOnly, Taka } from '../common';
import { COURIERS, type ORDER_STATUSES } from '../constants';
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

/** Cash a courier collected at the door and has not paid out counts as overdue once delivered this many days ago. */
export const PAYOUT_OVERDUE_DAYS = 7;
/** The return rates count the parcels handed to couriers over this many days. */
export const RETURN_RATE_DAYS = 90;
/** How many districts the return rates name: those with the most parcels. */
export const RETURN_RATE_DISTRICTS = 10;

/** Parcels that reached an end (delivered, in part or whole, or sent back) and those of them sent back. */
const ReturnRate = {
  ended: z.number().int().nonnegative(),
  returned: z.number().int().nonnegative(),
};

export const CourierFigures = z.object({
  /** Cash each courier collected at the door and has not paid out yet, with how many orders it is. */
  cashHeld: z.array(
    z.object({ courier: z.enum(COURIERS), orders: z.number().int().nonnegative(), amount: Taka }),
  ),
  /** Of that cash, the orders delivered on or before `deliveredBy` (a Dhaka day, `days` days before today). */
  overdue: z.object({
    days: z.number().int().positive(),
    deliveredBy: z.string(),
    orders: z.number().int().nonnegative(),
    amount: Taka,
  }),
  /** Parcels sent back over parcels that reached an end, of those handed over in the last `days` days. */
  returnRates: z.object({
    days: z.number().int().positive(),
    byCourier: z.array(z.object({ courier: z.enum(COURIERS), ...ReturnRate })),
    /** The districts with the most parcels first. */
    byDistrict: z.array(z.object({ district: z.string(), ...ReturnRate })),
  }),
});
export type CourierFigures = z.infer<typeof CourierFigures>;

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
  couriers: CourierFigures,
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const adminDashboardContract = c.router({
  figures: {
    method: 'GET',
    path: '/dashboard',
    summary:
      'Orders and revenue today, over 7 and 30 days, what waits, products low on stock, and the cash couriers hold',
    responses: {
      200: z.object({ success: z.literal(true), figures: DashboardFigures }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
});
