import { z } from 'zod';
import { c, multilineText, operatorOnly, requiredText, Taka } from '../common';
import { CHECKOUT_PAYMENT_METHODS, PAYMENT_STATUSES, RETURN_STATUSES, SIZES } from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { AdminPage, changeResponses, optionalFilter, pageOf, SearchText } from './common';
import { Customer } from './orders';

/** Returns the operator works through: by state and by order number or customer. */
export const AdminReturnListQuery = z.object({
  status: optionalFilter(z.enum(RETURN_STATUSES)),
  /** Part of the order number or the customer's name. */
  q: optionalFilter(SearchText),
  ...AdminPage,
});
export type AdminReturnListQuery = z.input<typeof AdminReturnListQuery>;

/** One returned line of an order, with what the shopper gets back for it. */
export const AdminReturn = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customer: Customer,
  name: z.string(),
  image: z.string(),
  /** Null for a product sold in one size. */
  size: z.enum(SIZES).nullable(),
  quantity: z.number().int().positive(),
  /** The line's share of what the shopper paid for goods: its price less its part of the discount, plus its part of the tax. */
  refundAmount: Taka,
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  requestedAt: z.string(),
  /** When it was last decided (approved, rejected or refunded); null while it waits. */
  decidedAt: z.string().nullable(),
});
export type AdminReturn = z.infer<typeof AdminReturn>;

/** Cancelled orders: all of them, those paid and owed a refund, or those refunded. */
export const CANCELLATION_REFUND_FILTERS = ['owed', 'refunded'] as const;
export const AdminCancellationListQuery = z.object({
  refund: optionalFilter(z.enum(CANCELLATION_REFUND_FILTERS)),
  ...AdminPage,
});
export type AdminCancellationListQuery = z.input<typeof AdminCancellationListQuery>;

export const AdminCancellation = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customer: Customer,
  total: Taka,
  /** What a refund gives back: the total, or for an order paid at the door the delivery fee paid first (else 0). */
  refundAmount: Taka,
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  cancelledAt: z.string(),
  reason: z.string(),
  /** Who cancelled it: the shopper's or an operator's name, or null for the shop itself (unpaid in time). */
  cancelledBy: z.string().nullable(),
  /** Paid and not yet given back. */
  refundOwed: z.boolean(),
});
export type AdminCancellation = z.infer<typeof AdminCancellation>;

/** An optional word to the shopper with a decision, such as how the money was sent back. */
export const RefundNote = z.object({ note: multilineText().trim().max(500).default('') });
export type RefundNote = z.input<typeof RefundNote>;

export const RejectReturn = z.object({
  reason: requiredText(ERROR_MESSAGES.returnRejectReasonRequired, 500),
});
export type RejectReturn = z.input<typeof RejectReturn>;

export const REFUND_MESSAGES = {
  approved: 'Return approved: its stock is back on sale.',
  rejected: 'Return rejected: the shopper is told why.',
  returnRefunded: 'Return refunded: the shopper is told.',
  orderRefunded: 'Order {orderNumber} is marked refunded: the shopper is told.',
} as const;

const returnId = z.object({ id: z.string().max(100) });
const ReturnDecided = z.object({ success: z.literal(true), message: z.string(), return: AdminReturn });
const decided = changeResponses(ReturnDecided);

export const adminRefundsContract = c.router({
  returns: {
    method: 'GET',
    path: '/returns',
    query: AdminReturnListQuery,
    summary: 'Returns: those waiting oldest first, the others newest decision first',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(AdminReturn) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  approveReturn: {
    method: 'POST',
    path: '/returns/:id/approve',
    pathParams: returnId,
    body: RefundNote,
    summary: 'Approves a return: its units go back into stock and the shopper is told',
    responses: decided,
    ...operatorOnly,
  },
  rejectReturn: {
    method: 'POST',
    path: '/returns/:id/reject',
    pathParams: returnId,
    body: RejectReturn,
    summary: 'Rejects a return with the reason the shopper reads',
    responses: decided,
    ...operatorOnly,
  },
  refundReturn: {
    method: 'POST',
    path: '/returns/:id/refund',
    pathParams: returnId,
    body: RefundNote,
    summary: 'Marks an approved return refunded; the shopper is told how much',
    responses: decided,
    ...operatorOnly,
  },
  cancellations: {
    method: 'GET',
    path: '/cancellations',
    query: AdminCancellationListQuery,
    summary: 'Cancelled orders, most recently cancelled first, with the refunds owed',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(AdminCancellation) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  refundCancellation: {
    method: 'POST',
    path: '/cancellations/:id/refund',
    pathParams: returnId,
    body: RefundNote,
    summary: 'Marks a cancelled order that was paid refunded; the shopper is told',
    responses: changeResponses(
      z.object({ success: z.literal(true), message: z.string(), cancellation: AdminCancellation }),
    ),
    ...operatorOnly,
  },
});
