import { z } from 'zod';
import { c, operatorOnly, Taka } from '../common';
import { COURIERS, type Courier } from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { AdminPage, CsvColumnName, csvText, optionalFilter, pageOf } from './common';

/** The largest payout statement taken: a month of a busy shop's parcels with one courier, and room to spare. */
export const MAX_PAYOUT_CSV_LENGTH = 1_000_000;
export const MAX_PAYOUT_LINES = 5_000;

/**
 * The columns a payout statement is read by. A line names its parcel by consignment ID, tracking
 * code or invoice (the order number, `-2`… for a later booking); it says what the courier collected
 * at the door, its charges, and what it pays the shop; the payout's own ID, where the file has one,
 * names the payout (a file may hold several).
 */
export const PAYOUT_COLUMN_NAMES = [
  'payoutId',
  'consignmentId',
  'trackingCode',
  'invoice',
  'collected',
  'deliveryCharge',
  'codCharge',
  'returnCharge',
  'net',
] as const;
export type PayoutColumn = (typeof PAYOUT_COLUMN_NAMES)[number];

/**
 * The header names each courier's merchant panel writes in its payout export, whatever their case
 * and spacing. Neither courier publishes the layout: these are the names seen in Steadfast's
 * payment report and Pathao's payment invoice, and the plain ones a shop would write. The same
 * word means different things to each: Steadfast's "invoice" is the shop's order number, Pathao's
 * is its payout's number. Another layout names its own columns in `columns`.
 */
export const PAYOUT_COLUMNS: Record<Courier, Record<PayoutColumn, readonly string[]>> = {
  steadfast: {
    payoutId: ['payment id', 'payment_id', 'payment no', 'payment reference', 'payout id'],
    consignmentId: ['consignment id', 'consignment_id', 'consignment', 'cid'],
    trackingCode: ['tracking code', 'tracking_code', 'tracking id', 'tracking'],
    invoice: ['invoice', 'invoice id', 'invoice_id', 'invoice no', 'merchant invoice', 'order id'],
    collected: ['cod amount', 'cod_amount', 'collected amount', 'collected', 'cash collection'],
    deliveryCharge: ['delivery charge', 'delivery_charge', 'delivery fee', 'charge'],
    codCharge: ['cod charge', 'cod_charge', 'cod fee'],
    returnCharge: ['return charge', 'return_charge', 'return fee'],
    net: ['payable', 'payable amount', 'net payable', 'net amount', 'net', 'paid amount'],
  },
  pathao: {
    payoutId: ['invoice id', 'invoice no', 'invoice number', 'payment invoice', 'invoice', 'payout id'],
    consignmentId: ['consignment id', 'consignment_id', 'consignment'],
    trackingCode: ['tracking id', 'tracking code'],
    invoice: ['merchant order id', 'merchant_order_id', 'merchant order', 'order id'],
    collected: ['collected amount', 'collected_amount', 'amount collected', 'cash collected', 'collected'],
    deliveryCharge: ['delivery fee', 'delivery_fee', 'delivery charge'],
    codCharge: ['cod fee', 'cod_fee', 'cod charge'],
    returnCharge: ['return fee', 'return charge'],
    net: ['payout', 'payout amount', 'payable', 'net payable', 'total payable', 'net amount'],
  },
};

export const ImportPayout = z.object({
  courier: z.enum(COURIERS, { message: ERROR_MESSAGES.payoutCourierRequired }),
  /** The statement as the courier's panel exports it, CSV with a header line. */
  csv: csvText(MAX_PAYOUT_CSV_LENGTH, ERROR_MESSAGES.payoutFileRequired, ERROR_MESSAGES.payoutTooLarge),
  /** The header of each column, for a layout whose names are not recognised. */
  columns: z
    .object({
      payoutId: CsvColumnName.optional(),
      consignmentId: CsvColumnName.optional(),
      trackingCode: CsvColumnName.optional(),
      invoice: CsvColumnName.optional(),
      collected: CsvColumnName.optional(),
      deliveryCharge: CsvColumnName.optional(),
      codCharge: CsvColumnName.optional(),
      returnCharge: CsvColumnName.optional(),
      net: CsvColumnName.optional(),
    } satisfies Record<PayoutColumn, z.ZodType>)
    .optional(),
});
export type ImportPayout = z.input<typeof ImportPayout>;

/**
 * What became of a line that names one of the shop's parcels: its order paid out now (`paid`),
 * a returned parcel's (or a parcel with nothing to collect) charge recorded now (`charged`), or
 * settled by an earlier import, which changes nothing (`alreadySettled`).
 */
export const PAYOUT_LINE_OUTCOMES = ['paid', 'charged', 'alreadySettled'] as const;
export type PayoutLineOutcome = (typeof PAYOUT_LINE_OUTCOMES)[number];

/**
 * Why a line was reported and not applied: what it says could not be read (a quote left open; no
 * consignment ID, tracking code or invoice in plain letters and digits, or a formula; an amount
 * that is not a taka figure; a payout ID that is not one), or it does not fit what the shop knows:
 * no parcel of the shop; a parcel of another courier; an order whose cash this courier does not
 * hold; another amount than the courier collected; nothing collected from a parcel that has not
 * come back; or settled already with other figures.
 */
export const PAYOUT_LINE_PROBLEMS = [
  'quotesUnreadable',
  'consignmentUnreadable',
  'amountUnreadable',
  'payoutIdUnreadable',
  'unknownConsignment',
  'otherCourier',
  'notCollected',
  'amountDiffers',
  'parcelNotEnded',
  'settledOtherwise',
] as const;
export type PayoutLineProblem = (typeof PAYOUT_LINE_PROBLEMS)[number];

/** A line applied now or before: its order and figures. */
export const SettledPayoutLine = z.object({
  /** Its number in the file (the header is line 1). */
  line: z.number().int().positive(),
  outcome: z.enum(PAYOUT_LINE_OUTCOMES),
  orderId: z.string(),
  orderNumber: z.string(),
  consignmentId: z.string().nullable(),
  collected: Taka,
  /** Delivery, COD and return charges together. */
  charges: Taka,
  /** What the courier pays the shop for it: negative for a return's charge. */
  net: z.number().multipleOf(0.01),
});
export type SettledPayoutLine = z.infer<typeof SettledPayoutLine>;

export const ReportedPayoutLine = z.object({
  line: z.number().int().positive(),
  problem: z.enum(PAYOUT_LINE_PROBLEMS),
  /** The consignment ID, tracking code or invoice it was matched by, as read; empty when none could be. */
  parcel: z.string(),
  /** The order it names, where one was found. */
  orderNumber: z.string().nullable(),
});
export type ReportedPayoutLine = z.infer<typeof ReportedPayoutLine>;

/** One payout of a courier, with what its settled lines add up to. */
export const CourierPayout = z.object({
  _id: z.string(),
  courier: z.enum(COURIERS),
  /** The payout's ID in the courier's file, or `file-` and a hash of the file when it names none. */
  reference: z.string(),
  importedAt: z.string(),
  lastImportedAt: z.string(),
  /** Orders paid out by it, and parcels whose charge it recorded with nothing collected. */
  paidOrders: z.number().int().nonnegative(),
  chargedParcels: z.number().int().nonnegative(),
  collected: Taka,
  deliveryCharges: Taka,
  codCharges: Taka,
  returnCharges: Taka,
  /** What the courier pays the shop: collected less every charge, as its file says. */
  net: z.number().multipleOf(0.01),
});
export type CourierPayout = z.infer<typeof CourierPayout>;

export const PayoutImported = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The payouts the file holds, as they now stand; `importedBefore` for one imported before this. */
  payouts: z.array(CourierPayout.extend({ importedBefore: z.boolean() })),
  settled: z.array(SettledPayoutLine),
  reported: z.array(ReportedPayoutLine),
});
export type PayoutImported = z.infer<typeof PayoutImported>;

export const PayoutListQuery = z.object({ courier: optionalFilter(z.enum(COURIERS)), ...AdminPage });
export type PayoutListQuery = z.input<typeof PayoutListQuery>;

export const PAYOUT_MESSAGES = {
  imported:
    'Payout imported: {paid} orders paid, {charged} charges recorded, {alreadySettled} lines already settled, {reported} reported.',
  nothingNew:
    'This payout was imported before: nothing changed ({alreadySettled} lines already settled, {reported} reported).',
} as const;

export const adminPayoutsContract = c.router({
  importPayout: {
    method: 'POST',
    path: '/payouts',
    body: ImportPayout,
    summary:
      'Imports a courier’s payout statement (CSV): orders whose cash it paid out are paid, charges recorded; a line settled before changes nothing',
    responses: {
      200: PayoutImported,
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      413: ErrorResponse,
    },
    ...operatorOnly,
  },
  list: {
    method: 'GET',
    path: '/payouts',
    query: PayoutListQuery,
    summary: 'The couriers’ payouts imported, newest first, with their totals',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(CourierPayout) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
});
