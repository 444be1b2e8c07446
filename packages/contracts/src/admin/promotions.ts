import { z } from 'zod';
import { c, operatorOnly, Taka, text } from '../common';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { PROMO_KINDS } from '../promo-rules';
import { AdminPage, changeResponses, decimalBetween, optionalFilter, pageOf, SearchText } from './common';

/** A promo code as the operator manages it, with how much it has been used. */
export const AdminPromoCode = z.object({
  _id: z.string(),
  /** Upper case. */
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** A percentage for a percent code; taka for a fixed one. */
  value: z.number().positive(),
  description: z.string(),
  /** The description in Bengali; empty when none (Bengali pages then show the English). */
  descriptionBn: z.string(),
  /** Taka. */
  minSubtotal: Taka,
  /** Taka; null for no cap. */
  maxDiscount: Taka.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Orders that may use it in all; null for no limit. */
  usageLimit: z.number().int().nullable(),
  /** Orders one shopper may use it for; null for no limit. */
  perShopperLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders that used it and were not cancelled, as checkout counts them against the usage limit. */
  usedCount: z.number().int().nonnegative(),
  /** The orders that use it now: a cancelled order gives its use back, a returned one keeps it. */
  redemptions: z.number().int().nonnegative(),
  /** Carts that hold it now: an edit or deactivation reaches them on their next read. */
  inCarts: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;

/** The largest amounts a code deals in, well inside the database's whole poisha. */
export const PROMO_MAX_FIXED_TAKA = 100_000;
export const PROMO_MAX_AMOUNT_TAKA = 1_000_000;
export const PROMO_MAX_LIMIT = 1_000_000;
/** What a code may be made of once upper-cased: what a shopper can type and read out. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

const amount = (max: number) => decimalBetween(0, max, ERROR_MESSAGES.promoAmountInvalid);
const limit = z
  .number({ message: ERROR_MESSAGES.promoLimitInvalid })
  .int(ERROR_MESSAGES.promoLimitInvalid)
  .min(1, ERROR_MESSAGES.promoLimitInvalid)
  .max(PROMO_MAX_LIMIT, ERROR_MESSAGES.promoLimitInvalid)
  .nullable();
const instant = z.iso
  .datetime({ offset: true, message: ERROR_MESSAGES.promoDateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(value)), ERROR_MESSAGES.promoDateInvalid)
  .nullable()
  .default(null);

/**
 * A promo code as the operator writes it, for a new code and an edit alike; the same rules as the
 * database's checks (a percentage 1–100, a value above 0, the code in upper case and unique).
 */
export const PromoCodeInput = z
  .object({
    code: text(ERROR_MESSAGES.promoCodeInvalid)
      .trim()
      .max(30, ERROR_MESSAGES.promoCodeInvalid)
      .toUpperCase()
      .regex(PROMO_CODE_PATTERN, ERROR_MESSAGES.promoCodeInvalid),
    kind: z.enum(PROMO_KINDS, { message: ERROR_MESSAGES.promoKindRequired }),
    value: decimalBetween(0, PROMO_MAX_FIXED_TAKA, ERROR_MESSAGES.promoValueInvalid).positive(
      ERROR_MESSAGES.promoValueInvalid,
    ),
    description: text().trim().max(200).default(''),
    descriptionBn: text().trim().max(200).default(''),
    minSubtotal: amount(PROMO_MAX_AMOUNT_TAKA).default(0),
    maxDiscount: amount(PROMO_MAX_AMOUNT_TAKA)
      .refine((value) => value > 0, ERROR_MESSAGES.promoAmountInvalid)
      .nullable()
      .default(null),
    startsAt: instant,
    endsAt: instant,
    usageLimit: limit.default(null),
    perShopperLimit: limit.default(1),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (!Number.isInteger(input.value) || input.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: ERROR_MESSAGES.promoPercentInvalid });
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: ERROR_MESSAGES.promoDatesOutOfOrder });
  });
export type PromoCodeInput = z.input<typeof PromoCodeInput>;
export type PromoCodeValues = z.output<typeof PromoCodeInput>;

export const PromoCodeListQuery = z.object({
  /** Part of the code or its description, in either language. */
  q: optionalFilter(SearchText),
  ...AdminPage,
});
export type PromoCodeListQuery = z.input<typeof PromoCodeListQuery>;

export const PROMO_CODE_MESSAGES = {
  created: 'Promo code {code} is created.',
  saved: 'Promo code {code} is saved. Carts holding it follow the new rules from now on.',
  deactivated: 'Promo code {code} is deactivated: shoppers can no longer use it.',
  reactivated: 'Promo code {code} is active again.',
} as const;

const promoCodeId = z.object({ id: text().max(100) });
const Saved = z.object({ success: z.literal(true), message: z.string(), promoCode: AdminPromoCode });
const promoResponses = changeResponses(Saved);

export const adminPromotionsContract = c.router({
  list: {
    method: 'GET',
    path: '/promo-codes',
    query: PromoCodeListQuery,
    summary: 'Promo codes, newest first, with how often each was used',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(AdminPromoCode) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  create: {
    method: 'POST',
    path: '/promo-codes',
    body: PromoCodeInput,
    summary: 'Creates a promo code; a code that exists already is refused with 409',
    responses: { ...promoResponses, 201: Saved },
    ...operatorOnly,
  },
  edit: {
    method: 'PUT',
    path: '/promo-codes/:id',
    pathParams: promoCodeId,
    body: PromoCodeInput,
    summary: 'Changes a promo code; carts holding it are checked against the new rules when next read',
    responses: promoResponses,
    ...operatorOnly,
  },
  setActive: {
    method: 'POST',
    path: '/promo-codes/:id/active',
    pathParams: promoCodeId,
    body: z.object({ active: z.boolean() }).strict(),
    summary: 'Deactivates a promo code (shoppers are told it is not valid) or makes it active again',
    responses: promoResponses,
    ...operatorOnly,
  },
});
