import { z } from 'zod';
import { c, operatorOnly, requiredText, Taka } from '../common';
import {
  CHECKOUT_PAYMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_PROOF_METHODS,
  PAYMENT_PROOF_STATUSES,
  PAYMENT_STATUSES,
} from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { AdminPage, changeResponses, pageOf } from './common';

/** A proof as the operator checks it: what the shopper claims, beside what the order asks. */
export const AdminPaymentProof = z.object({
  _id: z.string(),
  status: z.enum(PAYMENT_PROOF_STATUSES),
  method: z.enum(PAYMENT_PROOF_METHODS),
  transactionId: z.string(),
  /** Taka, as the shopper typed it. */
  amount: Taka,
  senderNumber: z.string(),
  senderName: z.string(),
  /** YYYY-MM-DD, as the shopper typed it. */
  paymentDate: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Whether the amount claimed is the order's total. */
  amountMatches: z.boolean(),
  /** Other orders whose proofs carry the same transaction id or the same screenshot: a warning. */
  alsoOn: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      same: z.enum(['transactionId', 'screenshot']),
    }),
  ),
  order: z.object({
    _id: z.string(),
    orderNumber: z.string(),
    total: Taka,
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
    customerName: z.string(),
  }),
});
export type AdminPaymentProof = z.infer<typeof AdminPaymentProof>;

export const PaymentProofQueueQuery = z.object({
  status: z.enum(PAYMENT_PROOF_STATUSES).default('submitted'),
  ...AdminPage,
});

export const RejectPaymentProof = z.object({
  reason: requiredText(ERROR_MESSAGES.rejectReasonRequired, 500),
});

export const PAYMENT_CHECK_MESSAGES = {
  verified: 'Payment verified: order {orderNumber} is paid.',
  rejected: 'Payment proof rejected: the shopper is told why and may send another.',
} as const;

const proofId = z.object({ id: z.string().max(100) });
const Decided = z.object({ success: z.literal(true), message: z.string(), proof: AdminPaymentProof });
const decisionResponses = changeResponses(Decided);

export const adminPaymentChecksContract = c.router({
  queue: {
    method: 'GET',
    path: '/payment-proofs',
    query: PaymentProofQueueQuery,
    summary: 'Payment proofs waiting to be checked (or those verified or rejected), oldest waiting first',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(AdminPaymentProof) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  screenshot: {
    method: 'GET',
    path: '/payment-proofs/:id/screenshot',
    pathParams: proofId,
    summary: 'The screenshot of a payment proof (WebP)',
    responses: {
      200: c.otherResponse({ contentType: 'image/webp', body: c.type<Uint8Array>() }),
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
    },
    ...operatorOnly,
  },
  verify: {
    method: 'POST',
    path: '/payment-proofs/:id/verify',
    pathParams: proofId,
    body: c.noBody(),
    summary: 'Verifies a payment proof: the order is paid',
    responses: decisionResponses,
    ...operatorOnly,
  },
  reject: {
    method: 'POST',
    path: '/payment-proofs/:id/reject',
    pathParams: proofId,
    body: RejectPaymentProof,
    summary: 'Rejects a payment proof with the reason the shopper reads; they may send another',
    responses: decisionResponses,
    ...operatorOnly,
  },
});
