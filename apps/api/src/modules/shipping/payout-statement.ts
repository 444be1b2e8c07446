import { createHash } from 'node:crypto';
import type { Courier } from '@haat/contracts';
import {
  type ImportPayout,
  MAX_PAYOUT_LINES,
  PAYOUT_COLUMNS,
  type PayoutColumn,
  type PayoutLineProblem,
} from '@haat/contracts/admin';
import { latinDigits } from '@haat/contracts/digits';
import { BadRequest } from '../../errors';
import { headerKey, readCsvLines } from '../../lib/csv';
import { poishaOf } from '../orders/statements';

/** A line of a payout statement as read: the parcel it names and its figures in poisha. */
export type PayoutStatementLine = {
  line: number;
  /** The payout it belongs to: the file's payout ID, or the file's own hash. */
  reference: string;
  consignmentId: string | null;
  trackingCode: string | null;
  invoice: string | null;
  collected: number;
  deliveryCharge: number;
  codCharge: number;
  returnCharge: number;
  /** What the courier pays for it: as the file says, else collected less the charges. */
  net: number;
};

/** A line that could not be read, with the parcel it names where one could be read. */
export type UnreadablePayoutLine = {
  line: number;
  problem: Extract<
    PayoutLineProblem,
    'quotesUnreadable' | 'consignmentUnreadable' | 'amountUnreadable' | 'payoutIdUnreadable'
  >;
  parcel: string;
};

/**
 * An ID as couriers write them (consignment IDs, tracking codes, order numbers, payout numbers):
 * letters and digits first, then those, dashes, underscores, dots, slashes or `#`. Anything else
 * (a formula such as `=HYPERLINK(…)`, text, a stray quote) names no parcel of the shop.
 */
const PLAIN_ID = /^[A-Za-z0-9][\w./#-]{0,99}$/;

/** Zero as a statement writes it: empty, a dash, or 0 with decimals and a currency sign. */
const ZERO = /^(৳|bdt|tk\.?)?\s*(0+(\.0{1,2})?|[-–—])?\s*(৳|bdt|tk\.?)?$/i;

/**
 * Poisha as a statement writes them (`1,060.00`, `৳ 60`, `০`), zero for an empty cell; null for
 * what is not an amount. `signed`: a leading minus (or parentheses) is kept, as a net that the shop
 * owes; otherwise it is dropped, as a charge written as a deduction.
 */
function amountOf(written: string, signed: boolean): number | null {
  const figure = latinDigits(written).trim();
  const negative = /^-\s*\S|^\(.*\)$/.test(figure);
  const unsigned = negative ? figure.replace(/^-\s*/, '').replace(/^\((.*)\)$/, '$1') : figure;
  const poisha = ZERO.test(unsigned) ? 0 : poishaOf(unsigned);
  if (poisha === null) return null;
  return negative && signed ? -poisha : poisha;
}

/** Where each column is, by the operator's names or the courier's known ones; -1 for none. */
function columnsOf(courier: Courier, header: string[], named: ImportPayout['columns']) {
  const keys = header.map(headerKey);
  const find = (column: PayoutColumn) => {
    const wanted = named?.[column];
    const candidates: readonly string[] = wanted ? [headerKey(wanted)] : PAYOUT_COLUMNS[courier][column];
    // The first of the known names found wins: "payment id" before a plain "invoice".
    return candidates.map((name) => keys.indexOf(name)).find((index) => index >= 0) ?? -1;
  };
  const at: Record<PayoutColumn, number> = {
    payoutId: find('payoutId'),
    consignmentId: find('consignmentId'),
    trackingCode: find('trackingCode'),
    invoice: find('invoice'),
    collected: find('collected'),
    deliveryCharge: find('deliveryCharge'),
    codCharge: find('codCharge'),
    returnCharge: find('returnCharge'),
    net: find('net'),
  };
  if (at.consignmentId < 0 && at.trackingCode < 0 && at.invoice < 0)
    throw new BadRequest('payoutNoConsignmentColumn');
  if (at.collected < 0) throw new BadRequest('payoutNoAmountColumn');
  return at;
}

/** The file's own name for a payout that gives none: importing the same file again finds it. */
const referenceOfFile = (csv: string) =>
  `file-${createHash('sha256')
    .update(
      csv
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n')
        .trim(),
    )
    .digest('hex')
    .slice(0, 16)}`;

/**
 * Reads a courier's payout statement: every line is read, or said unreadable with its number and
 * why. A file that is not a statement (no lines, too many, an unreadable header, no column naming
 * parcels or what was collected) is refused whole.
 */
export function readPayoutStatement({ courier, csv, columns }: ImportPayout): {
  lines: PayoutStatementLine[];
  unreadable: UnreadablePayoutLine[];
} {
  const [header, ...rows] = readCsvLines(csv);
  if (!header || rows.length === 0) throw new BadRequest('payoutEmpty');
  if (rows.length > MAX_PAYOUT_LINES) throw new BadRequest('payoutTooLong');
  if (!('fields' in header)) throw new BadRequest('payoutHeaderUnreadable');
  const at = columnsOf(courier, header.fields, columns);
  const fileReference = referenceOfFile(csv);
  const lines: PayoutStatementLine[] = [];
  const unreadable: UnreadablePayoutLine[] = [];
  for (const row of rows) {
    const { line } = row;
    if (!('fields' in row)) {
      unreadable.push({ line, problem: 'quotesUnreadable', parcel: '' });
      continue;
    }
    const cell = (column: PayoutColumn) => (at[column] >= 0 ? (row.fields[at[column]] ?? '').trim() : '');
    const ids = (['consignmentId', 'trackingCode', 'invoice'] as const).map((column) =>
      latinDigits(cell(column)),
    );
    const parcel = ids.find((id) => PLAIN_ID.test(id)) ?? '';
    const [consignmentId = '', trackingCode = '', invoice = ''] = ids;
    const payoutId = cell('payoutId');
    const collected = amountOf(cell('collected'), false);
    const deliveryCharge = amountOf(cell('deliveryCharge'), false);
    const codCharge = amountOf(cell('codCharge'), false);
    const returnCharge = amountOf(cell('returnCharge'), false);
    const net = amountOf(cell('net'), true);
    if (!parcel || ids.some((id) => id !== '' && !PLAIN_ID.test(id)))
      unreadable.push({ line, problem: 'consignmentUnreadable', parcel: '' });
    else if (at.payoutId >= 0 && !PLAIN_ID.test(payoutId))
      unreadable.push({ line, problem: 'payoutIdUnreadable', parcel });
    else if (
      collected === null ||
      deliveryCharge === null ||
      codCharge === null ||
      returnCharge === null ||
      net === null
    )
      unreadable.push({ line, problem: 'amountUnreadable', parcel });
    else
      lines.push({
        line,
        reference: at.payoutId >= 0 ? payoutId : fileReference,
        consignmentId: consignmentId || null,
        trackingCode: trackingCode || null,
        invoice: invoice || null,
        collected,
        deliveryCharge,
        codCharge,
        returnCharge,
        net: cell('net') === '' ? collected - deliveryCharge - codCharge - returnCharge : net,
      });
  }
  return { lines, unreadable };
}
