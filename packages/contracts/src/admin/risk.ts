import { z } from 'zod';
import { c, operatorOnly, Taka, text } from '../common';
import { COD_DECISIONS, MAX_ORDER_TOTAL_TAKA } from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { mobileNumber } from '../phone';
import { AdminPage, changeResponses, decimalBetween, pageOf } from './common';

/**
 * The COD guard (modules/risk/): each order paid on delivery is assessed as it is placed, from the
 * shop's own history of its phone number and address, and passes, is refused with a reason the
 * shopper can act on, or is placed but held.
 */

/** When cash on delivery asks for the phone number to be confirmed by a code sent by SMS. */
export const COD_VERIFICATION_RULES = ['never', 'always', 'new_numbers', 'above_total'] as const;
export type CodVerificationRule = (typeof COD_VERIFICATION_RULES)[number];

/** Why the guard decided as it did, one rule at a time; its params are the figures the rule read. */
export const COD_RULES = [
  /** params: note: the operator blocked the number */
  'blocked',
  /** params: count, limit: orders paid on delivery by the number in 24 hours */
  'phone_daily_limit',
  /** params: count, limit: the same by the address */
  'address_daily_limit',
  /** params: refused, limit: deliveries to the number not received */
  'refusal_count',
  /** params: percent, limit, finished: the share of the number's finished orders not received */
  'refusal_rate',
  /** params: rule (never…above_total), total: the number is not confirmed by a code */
  'code_required',
  /** params: refused: the number has refusals, fewer than stop cash on delivery */
  'refused_before',
  /** params: deliveryFee: the shopper chose to pay the delivery fee in advance */
  'advance_requested',
] as const;
export type CodRule = (typeof COD_RULES)[number];

export const CodReason = z.object({
  rule: z.enum(COD_RULES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type CodReason = z.infer<typeof CodReason>;

/**
 * What the guard may be told, as the operator sets it. The defaults let a fresh shop sell: the guard
 * is off until the operator turns it on (the demo shop has it on); once on, no code, nothing held or
 * stopped without a delivery refused, and no daily limits until the operator sets them.
 */
export const CodGuardSettings = z.object({
  /** Off: orders paid on delivery are neither assessed nor recorded. */
  enabled: z.boolean(),
  verification: z.object({
    when: z.enum(COD_VERIFICATION_RULES),
    /** With `above_total`: orders whose total is more than this (taka) need the code. */
    aboveTotal: Taka,
  }),
  refusals: z.object({
    /** Deliveries to a number not received (refused at the door, cancelled once shipped) from which it may not pay at the door. */
    maxRefused: z.number().int(),
    /** The share of its finished orders (percent) from which a number may not pay at the door… */
    maxRefusedPercent: z.number().int(),
    /** …once it has at least this many finished orders (delivered or not received). */
    minFinishedOrders: z.number().int(),
    /** A number with at least this many refusals (and fewer than `maxRefused`) has its orders held for review. */
    holdFromRefused: z.number().int(),
  }),
  /** Orders paid on delivery one number, or one delivery address, may place in 24 hours; null for no limit. */
  dailyLimits: z.object({ perPhone: z.number().int().nullable(), perAddress: z.number().int().nullable() }),
});
export type CodGuardSettings = z.infer<typeof CodGuardSettings>;

export const DEFAULT_COD_GUARD_SETTINGS: CodGuardSettings = {
  enabled: false,
  verification: { when: 'never', aboveTotal: 5000 },
  refusals: { maxRefused: 3, maxRefusedPercent: 50, minFinishedOrders: 4, holdFromRefused: 1 },
  dailyLimits: { perPhone: null, perAddress: null },
};

const count = z
  .number({ message: ERROR_MESSAGES.codGuardCountInvalid })
  .int(ERROR_MESSAGES.codGuardCountInvalid)
  .min(1, ERROR_MESSAGES.codGuardCountInvalid)
  .max(1000, ERROR_MESSAGES.codGuardCountInvalid);
const percent = z
  .number({ message: ERROR_MESSAGES.codGuardPercentInvalid })
  .int(ERROR_MESSAGES.codGuardPercentInvalid)
  .min(1, ERROR_MESSAGES.codGuardPercentInvalid)
  .max(100, ERROR_MESSAGES.codGuardPercentInvalid);

export const CodGuardSettingsInput = z
  .object({
    enabled: z.boolean(),
    verification: z
      .object({
        when: z.enum(COD_VERIFICATION_RULES),
        aboveTotal: decimalBetween(0, MAX_ORDER_TOTAL_TAKA, ERROR_MESSAGES.codGuardTotalInvalid),
      })
      .strict(),
    refusals: z
      .object({
        maxRefused: count,
        maxRefusedPercent: percent,
        minFinishedOrders: count,
        holdFromRefused: count,
      })
      .strict(),
    dailyLimits: z.object({ perPhone: count.nullable(), perAddress: count.nullable() }).strict(),
  })
  .strict();
export type CodGuardSettingsInput = z.input<typeof CodGuardSettingsInput>;

/** A number's or an address's orders in the shop, by how each ended. */
export const DeliveryHistory = z.object({
  /** Delivered or completed. */
  delivered: z.number().int(),
  /** Brought back by the courier: refused or not taken at the door. */
  refused: z.number().int(),
  /** Delivered, then sent back by the shopper (a return approved). */
  returned: z.number().int(),
  /** Cancelled once a courier had booked it. */
  cancelledAfterShipping: z.number().int(),
  /** Cancelled in the shop, before any courier. */
  cancelled: z.number().int(),
  /** Not finished yet (held and waiting ones too). */
  open: z.number().int(),
  /** Delivered plus not received (refused and cancelled after shipping). */
  finished: z.number().int(),
  /** The share of finished orders not received, rounded; null with none finished. */
  refusalPercent: z.number().int().nullable(),
});
export type DeliveryHistory = z.infer<typeof DeliveryHistory>;

export const HeldOrder = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(['held', 'awaiting_advance']),
  createdAt: z.string(),
  total: Taka,
  /** What the shopper pays in advance when the order waits for it. */
  shippingCost: Taka,
  customerName: z.string(),
  phone: z.string(),
  address: z.string(),
  reasons: z.array(CodReason),
  /** As the guard read them when the order was placed. */
  phoneHistory: DeliveryHistory,
  addressHistory: DeliveryHistory,
});
export type HeldOrder = z.infer<typeof HeldOrder>;

export const BlockedPhone = z.object({
  phone: z.string(),
  note: z.string(),
  blockedAt: z.string(),
});
export type BlockedPhone = z.infer<typeof BlockedPhone>;

export const PhoneLookup = z.object({
  phone: z.string(),
  history: DeliveryHistory,
  blocked: BlockedPhone.nullable(),
  /** The number's latest orders, newest first (at most 20). */
  orders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      total: Taka,
      createdAt: z.string(),
    }),
  ),
  /** The guard's latest decisions for the number, newest first (at most 20). */
  decisions: z.array(
    z.object({ decision: z.enum(COD_DECISIONS), reasons: z.array(CodReason), decidedAt: z.string() }),
  ),
});
export type PhoneLookup = z.infer<typeof PhoneLookup>;

/**
 * The guard's work over a period (docs/behaviour.md, "The COD guard"): its decisions by kind; the
 * refusals it prevented (orders paid on delivery it refused or that the operator cancelled from
 * review, for numbers that had refused a delivery before); and how the orders it let through or
 * released ended.
 */
export const CodGuardFigures = z.object({
  days: z.number().int(),
  /** Each decision's count (a record with every decision named, as OpenAPI's tools read it). */
  decisions: z.object({
    passed: z.number().int(),
    held: z.number().int(),
    advance: z.number().int(),
    needs_code: z.number().int(),
    online_only: z.number().int(),
    blocked: z.number().int(),
    daily_limit: z.number().int(),
  } satisfies Record<(typeof COD_DECISIONS)[number], z.ZodNumber>),
  prevented: z.number().int(),
  released: z.object({ delivered: z.number().int(), refused: z.number().int(), open: z.number().int() }),
  passed: z.object({ delivered: z.number().int(), refused: z.number().int(), open: z.number().int() }),
});
export type CodGuardFigures = z.infer<typeof CodGuardFigures>;

export const ReviewDecision = z.object({ note: text().trim().max(300).default('') }).strict();
export type ReviewDecision = z.input<typeof ReviewDecision>;

export const BlockPhoneInput = z
  .object({ note: text().trim().max(300, ERROR_MESSAGES.blockedPhoneNoteTooLong).default('') })
  .strict();
export type BlockPhoneInput = z.input<typeof BlockPhoneInput>;

const PhoneParam = z.object({ phone: mobileNumber({ required: true }) });

export const RISK_MESSAGES = {
  settings: 'The COD guard’s settings are saved: orders placed from now on are assessed by them.',
  approved: 'The order is released: it goes on as any other order.',
  cancelled: 'The order is cancelled: its stock is back.',
  blocked: 'The number is blocked: it may no longer pay on delivery.',
  unblocked: 'The number is no longer blocked.',
} as const;

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

export const adminRiskContract = c.router({
  settings: {
    method: 'GET',
    path: '/risk/settings',
    summary: 'The COD guard’s settings, as orders are assessed by them now',
    responses: { 200: ok({ settings: CodGuardSettings }), 401: ErrorResponse, 403: ErrorResponse },
    ...operatorOnly,
  },
  saveSettings: {
    method: 'PUT',
    path: '/risk/settings',
    body: CodGuardSettingsInput,
    summary:
      'Sets when cash on delivery needs a code, the refusals that stop or hold it, and the daily limits',
    responses: {
      200: ok({ message: z.string(), settings: CodGuardSettings }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  heldOrders: {
    method: 'GET',
    path: '/risk/held-orders',
    query: z.object(AdminPage),
    summary:
      'Orders held for review or waiting for their delivery fee, oldest first, with the guard’s reasons',
    responses: {
      200: ok(pageOf(HeldOrder)),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  approve: {
    method: 'POST',
    path: '/risk/held-orders/:id/approve',
    pathParams: z.object({ id: text().max(100) }),
    body: ReviewDecision,
    summary: 'Releases a held order: it becomes pending and goes on as any other',
    responses: changeResponses(ok({ message: z.string(), status: z.string() })),
    ...operatorOnly,
  },
  cancel: {
    method: 'POST',
    path: '/risk/held-orders/:id/cancel',
    pathParams: z.object({ id: text().max(100) }),
    body: ReviewDecision,
    summary: 'Cancels a held order: its stock and promo code use go back',
    responses: changeResponses(ok({ message: z.string(), status: z.string() })),
    ...operatorOnly,
  },
  phone: {
    method: 'GET',
    path: '/risk/phones/:phone',
    pathParams: PhoneParam,
    summary:
      'A number’s history in the shop: its orders by how they ended, whether it is blocked, the guard’s decisions',
    responses: {
      200: ok({ lookup: PhoneLookup }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  blockedPhones: {
    method: 'GET',
    path: '/risk/blocked-phones',
    query: z.object(AdminPage),
    summary: 'The numbers the operator blocked from paying on delivery, newest first',
    responses: {
      200: ok(pageOf(BlockedPhone)),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  blockPhone: {
    method: 'PUT',
    path: '/risk/blocked-phones/:phone',
    pathParams: PhoneParam,
    body: BlockPhoneInput,
    summary: 'Blocks a number from paying on delivery, with a note of why (again: the note is replaced)',
    responses: changeResponses(ok({ message: z.string(), blocked: BlockedPhone })),
    ...operatorOnly,
  },
  unblockPhone: {
    method: 'DELETE',
    path: '/risk/blocked-phones/:phone',
    pathParams: PhoneParam,
    body: c.noBody(),
    summary: 'Lets a blocked number pay on delivery again',
    responses: changeResponses(ok({ message: z.string() })),
    ...operatorOnly,
  },
  figures: {
    method: 'GET',
    path: '/risk/figures',
    query: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
    summary: 'The guard’s decisions, the refusals it prevented and how the orders it let through ended',
    responses: {
      200: ok({ figures: CodGuardFigures }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
});
