import { z } from 'zod';
import { c, requiredText, signedIn, text } from './common';
import { PAYMENT_PROOF_METHODS } from './constants';
import { isRealDate } from './dates';
import { ERROR_MESSAGES, ErrorResponse } from './errors';
import { Order } from './orders';
import { senderAccountOf } from './phone';

/** The largest screenshot taken, decoded (issue 11): a phone's full-screen capture fits easily. */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an uploaded picture (a screenshot, a product's picture) may decode to, in
 * millions: more than a 200-megapixel phone camera's output at its usual 12.5 MP binned size, and a
 * tall scrolling screenshot (1080 × 20,000) fits; a 128 kB PNG of 40 MP that would take 160 MB of
 * memory to decode does not.
 */
export const MAX_UPLOAD_MEGAPIXELS = 25;
/** A data URL of MAX_SCREENSHOT_BYTES in base64, with room for its header. */
export const MAX_SCREENSHOT_DATA_URL_LENGTH = Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4 + 100;
/** The most a proof may claim: far above any order, far below what poisha in a number can hold. */
const MAX_PROOF_AMOUNT = 10_000_000;

const required = (code: keyof typeof ERROR_MESSAGES, max: number) => requiredText(ERROR_MESSAGES[code], max);

/**
 * The payment proof form (purchase spec section 2): the spec's field names and per-field texts.
 * The screenshot is a base64 data URL; the server checks its bytes, not the type it claims.
 */
export const PaymentProofInput = z
  .object({
    transaction_id: required('transactionIdRequired', 60),
    payment_method: z.enum(PAYMENT_PROOF_METHODS, { message: ERROR_MESSAGES.proofMethodRequired }),
    amount: z
      .number({ message: ERROR_MESSAGES.proofAmountInvalid })
      .positive(ERROR_MESSAGES.proofAmountInvalid)
      .max(MAX_PROOF_AMOUNT, ERROR_MESSAGES.proofAmountInvalid)
      .multipleOf(0.01, ERROR_MESSAGES.proofAmountInvalid),
    screenshot: text(ERROR_MESSAGES.screenshotRequired)
      .min(1, ERROR_MESSAGES.screenshotRequired)
      .max(MAX_SCREENSHOT_DATA_URL_LENGTH, ERROR_MESSAGES.screenshotTooLarge),
    sender_number: required('senderNumberRequired', 20),
    sender_name: required('senderNameRequired', 100),
    payment_date: required('paymentDateRequired', 10).refine(isRealDate, ERROR_MESSAGES.paymentDateInvalid),
  })
  // The sender's account is read by what it is an account of; it is kept as the shop keeps numbers.
  .transform((proof, context) => {
    const sender = senderAccountOf(proof.payment_method, proof.sender_number);
    if (sender) return { ...proof, sender_number: sender };
    context.addIssue({
      code: 'custom',
      path: ['sender_number'],
      message: ERROR_MESSAGES.senderNumberInvalid,
    });
    return z.NEVER;
  });
export type PaymentProofInput = z.input<typeof PaymentProofInput>;

export const PAYMENT_PROOF_MESSAGES = { submitted: 'Payment proof submitted successfully!' } as const;

export const PaymentProofSubmitted = z.object({
  success: z.literal(true),
  message: z.string(),
  order: Order,
});

export const paymentProofsContract = c.router({
  submitPaymentProof: {
    method: 'POST',
    path: '/orders/:id/payment-proof',
    pathParams: z.object({ id: text().max(100) }),
    summary: "Sends the proof of a bKash, Nagad, Rocket or bank payment for one of the shopper's orders",
    body: PaymentProofInput,
    responses: {
      201: PaymentProofSubmitted,
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
      413: ErrorResponse,
      422: ErrorResponse,
    },
    ...signedIn,
  },
  paymentProofScreenshot: {
    method: 'GET',
    path: '/orders/:id/payment-proof/screenshot',
    pathParams: z.object({ id: text().max(100) }),
    summary:
      "The screenshot of the latest payment proof of one of the shopper's orders, as the shop stored it (WebP)",
    responses: {
      200: c.otherResponse({ contentType: 'image/webp', body: c.type<Uint8Array>() }),
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
    },
    ...signedIn,
  },
});
