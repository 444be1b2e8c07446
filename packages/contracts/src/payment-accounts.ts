import { z } from 'zod';
import { c } from './common';

/**
 * Where a shopper sends a bKash, Nagad, Rocket or bank payment before uploading its proof. Each is
 * null until the operator has set it: the payment page then asks the shopper to contact support
 * instead of showing a number that is not the shop's.
 */
export const PaymentAccounts = z.object({
  /** The shop's bKash merchant or personal number. */
  bkash: z.string().nullable(),
  nagad: z.string().nullable(),
  rocket: z.string().nullable(),
  /** The bank account: bank, branch, account name and number, as one line. */
  bank: z.string().nullable(),
});
export type PaymentAccounts = z.infer<typeof PaymentAccounts>;

export const paymentAccountsContract = c.router({
  paymentAccounts: {
    method: 'GET',
    path: '/payment-accounts',
    summary: 'The shop’s bKash, Nagad and Rocket numbers and its bank account, to send a payment to',
    responses: { 200: z.object({ success: z.literal(true), accounts: PaymentAccounts }) },
  },
});
