import { z } from 'zod';
import { c, signedIn, Taka } from './common';
import { ErrorResponse } from './errors';

export const DeliveryCostsResponse = z.object({
  success: z.literal(true),
  /** Taka, inside and outside Dhaka (purchase spec section 9). */
  deliveryCosts: z.object({ dhakaInside: Taka, dhakaOutside: Taka }),
  /** The tax on goods after discount, a percentage (0 for none): checkout shows it before the order charges it. */
  taxRate: z.object({ percent: z.number().min(0).max(100) }),
});
export type DeliveryCostsResponse = z.infer<typeof DeliveryCostsResponse>;

export const deliveryCostsContract = c.router({
  deliveryCosts: {
    method: 'GET',
    path: '/delivery-costs',
    summary: 'The delivery fees inside and outside Dhaka, and the tax rate',
    responses: { 200: DeliveryCostsResponse },
  },
  /** The spec's shopper-side path for the same; any signed-in shopper may read it. */
  adminDeliveryCosts: {
    method: 'GET',
    path: '/admin/delivery-costs',
    summary:
      'The delivery fees and the tax rate, at the path the spec reads them from (any signed-in shopper)',
    responses: { 200: DeliveryCostsResponse, 401: ErrorResponse },
    ...signedIn,
  },
});
