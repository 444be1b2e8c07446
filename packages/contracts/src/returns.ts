import { z } from 'zod';
import { c, commonResponses, requiredText, signedIn, text } from './common';
import { MAX_ORDER_LINES, RETURN_STATUSES, RETURN_WINDOW_DAYS } from './constants';
import { ERROR_MESSAGES, ErrorResponse } from './errors';

/** Asks to return lines of a delivered order (all of them when none are named), saying why. */
export const ReturnRequest = z.object({
  itemIds: z.array(text().max(40)).min(1).max(MAX_ORDER_LINES).optional(),
  reason: requiredText(ERROR_MESSAGES.returnReasonRequired, 500),
});
export type ReturnRequest = z.input<typeof ReturnRequest>;

/** A return as the spec's Returns page reads it: one per order line. */
export const ReturnEntry = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  name: z.string(),
  /** The product's Bengali name when the order was placed; null when it had none. */
  nameBn: z.string().nullable(),
  image: z.string(),
  quantity: z.number().int().positive(),
  /** When the return was asked for (ISO 8601). */
  returnDate: z.string(),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
});
export type ReturnEntry = z.infer<typeof ReturnEntry>;

export const RETURN_MESSAGES = {
  requested: 'Your return request is sent. We will tell you what happens next.',
} as const;

export const ReturnsRequested = z.object({
  success: z.literal(true),
  message: z.string(),
  returns: z.array(ReturnEntry),
});
export const ReturnList = z.object({ success: z.literal(true), returns: z.array(ReturnEntry) });

const myReturns = {
  method: 'GET',
  path: '/user/returns',
  summary: "The signed-in shopper's returns, newest first",
  responses: { 200: ReturnList, 401: ErrorResponse },
  ...signedIn,
} as const;

export const returnsContract = c.router({
  requestReturn: {
    method: 'POST',
    path: '/orders/:id/returns',
    pathParams: z.object({ id: text().max(100) }),
    summary: `Asks to return lines of an order delivered in the last ${RETURN_WINDOW_DAYS} days`,
    body: ReturnRequest,
    responses: {
      201: ReturnsRequested,
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
    },
    ...signedIn,
  },
  myReturns,
});

/** The spec's returns list outside /api/v1 (purchase spec section 7). */
export const legacyReturnsContract = c.router(
  { returns: { ...myReturns, path: '/returns' } },
  { pathPrefix: '/api', strictStatusCodes: true, commonResponses },
);
