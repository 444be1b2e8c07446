import { z } from 'zod';
import { c, operatorOnly, Taka, text } from '../common';
import { ORDER_SMS_TOPICS } from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { PaymentAccounts } from '../payment-accounts';
import { decimalBetween } from './common';

/** The settings the operator changes, as the API speaks them: taka, a percentage, hours. */
export const ShopSettings = z.object({
  /** What checkout charges for delivery inside and outside Dhaka. */
  deliveryCosts: z.object({ dhakaInside: Taka, dhakaOutside: Taka }),
  /** Tax on the goods after discount; 0 for none. */
  taxRate: z.object({ percent: z.number().min(0).max(100) }),
  /** How long an order paid online waits for its payment before the shop cancels it. */
  unpaidOrderHours: z.object({ hours: z.number().int().positive() }),
  /** What the payment form shows; null where the shop has none. */
  paymentAccounts: PaymentAccounts,
  /** The order events that send the shopper an SMS (the phone code is always sent). */
  smsEvents: z.object({ topics: z.array(z.enum(ORDER_SMS_TOPICS)) }),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

export const MAX_DELIVERY_COST_TAKA = 10_000;
/** 30 days: longer than any shopper waits to pay for an order they mean to keep. */
export const MAX_UNPAID_ORDER_HOURS = 720;

const deliveryCost = decimalBetween(0, MAX_DELIVERY_COST_TAKA, ERROR_MESSAGES.deliveryCostInvalid);
export const DeliveryCostsInput = z
  .object({ dhakaInside: deliveryCost, dhakaOutside: deliveryCost })
  .strict();
export type DeliveryCostsInput = z.input<typeof DeliveryCostsInput>;

export const TaxRateInput = z
  .object({
    percent: decimalBetween(0, 100, ERROR_MESSAGES.taxRateInvalid),
  })
  .strict();
export type TaxRateInput = z.input<typeof TaxRateInput>;

export const UnpaidOrderHoursInput = z
  .object({
    hours: z
      .number({ message: ERROR_MESSAGES.unpaidHoursInvalid })
      .int(ERROR_MESSAGES.unpaidHoursInvalid)
      .min(1, ERROR_MESSAGES.unpaidHoursInvalid)
      .max(MAX_UNPAID_ORDER_HOURS, ERROR_MESSAGES.unpaidHoursInvalid),
  })
  .strict();
export type UnpaidOrderHoursInput = z.input<typeof UnpaidOrderHoursInput>;

/**
 * A Bangladeshi mobile number (operators 013–019), with or without +880 or 880 in front, spaces or
 * dashes anywhere: what a wallet account's number is.
 */
const BD_MOBILE = /^(?:\+?880|0)1[3-9]\d{8}$/;
/** The number as shoppers type it into their wallet app: 11 digits, 01… */
export const walletNumberOf = (typed: string) => {
  const digits = typed.replace(/[\s-]/g, '');
  return BD_MOBILE.test(digits) ? `0${digits.replace(/^(?:\+?880|0)/, '')}` : null;
};

/** A wallet number, or empty (or null) for none. */
const walletNumber = text(ERROR_MESSAGES.walletNumberInvalid)
  .trim()
  .max(20, ERROR_MESSAGES.walletNumberInvalid)
  .refine((value) => value === '' || walletNumberOf(value) !== null, ERROR_MESSAGES.walletNumberInvalid)
  .transform((value) => (value === '' ? null : walletNumberOf(value)))
  .nullable()
  .default(null);

export const PaymentAccountsInput = z
  .object({
    bkash: walletNumber,
    nagad: walletNumber,
    rocket: walletNumber,
    /** Bank, branch, account name and number, as one line; empty for none. */
    bank: text()
      .trim()
      .max(300, ERROR_MESSAGES.bankDetailsTooLong)
      .transform((value) => value || null)
      .nullable()
      .default(null),
  })
  .strict();
export type PaymentAccountsInput = z.input<typeof PaymentAccountsInput>;

export const SmsEventsInput = z
  .object({
    topics: z
      .array(z.enum(ORDER_SMS_TOPICS, { message: ERROR_MESSAGES.smsEventUnknown }))
      .max(ORDER_SMS_TOPICS.length)
      .transform((topics) => [...new Set(topics)]),
  })
  .strict();
export type SmsEventsInput = z.input<typeof SmsEventsInput>;

export const SETTINGS_MESSAGES = {
  deliveryCosts: 'Delivery costs are saved: checkout charges them from now on.',
  taxRate: 'The tax rate is saved: orders placed from now on are charged it.',
  unpaidOrderHours: 'Saved: orders paid online are cancelled after {hours} hours without a payment.',
  paymentAccounts: 'Payment accounts are saved: the payment form shows them from now on.',
  smsEvents: 'Saved: shoppers get an SMS for the chosen order events from now on.',
} as const;

const Saved = z.object({ success: z.literal(true), message: z.string(), settings: ShopSettings });
const saveResponses = { 200: Saved, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse } as const;

export const adminSettingsContract = c.router({
  read: {
    method: 'GET',
    path: '/settings',
    summary: 'Delivery costs, tax rate, time to pay and payment accounts, as checkout uses them now',
    responses: {
      200: z.object({ success: z.literal(true), settings: ShopSettings }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  deliveryCosts: {
    method: 'PUT',
    path: '/settings/delivery-costs',
    body: DeliveryCostsInput,
    summary: 'Sets the delivery costs inside and outside Dhaka (taka)',
    responses: saveResponses,
    ...operatorOnly,
  },
  taxRate: {
    method: 'PUT',
    path: '/settings/tax-rate',
    body: TaxRateInput,
    summary: 'Sets the tax rate on the goods after discount (a percentage; 0 for none)',
    responses: saveResponses,
    ...operatorOnly,
  },
  unpaidOrderHours: {
    method: 'PUT',
    path: '/settings/unpaid-order-hours',
    body: UnpaidOrderHoursInput,
    summary: 'Sets how many hours an order paid online waits for its payment before it is cancelled',
    responses: saveResponses,
    ...operatorOnly,
  },
  paymentAccounts: {
    method: 'PUT',
    path: '/settings/payment-accounts',
    body: PaymentAccountsInput,
    summary: 'Sets the bKash, Nagad and Rocket numbers and the bank details the payment form shows',
    responses: saveResponses,
    ...operatorOnly,
  },
  smsEvents: {
    method: 'PUT',
    path: '/settings/sms-events',
    body: SmsEventsInput,
    summary: 'Chooses the order events that send the shopper an SMS',
    responses: saveResponses,
    ...operatorOnly,
  },
});
