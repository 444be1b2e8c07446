import { z } from 'zod';
import { c, operatorOnly, Taka, text } from '../common';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { CsvColumnName, csvText } from './common';
import { AdminPaymentProof } from './payment-checks';

/** The wallets whose merchant statements the shop imports. */
export const STATEMENT_METHODS = ['bkash', 'nagad'] as const;
export type StatementMethod = (typeof STATEMENT_METHODS)[number];

/** The largest statement taken: a month of a busy shop's payments, and room to spare. */
export const MAX_STATEMENT_CSV_LENGTH = 2_000_000;
export const MAX_STATEMENT_LINES = 20_000;

/**
 * The header names a statement's columns are recognised by, whatever their case and spacing: the
 * columns of bKash's and Nagad's merchant exports, and the plain names a shop would write. Another
 * layout names its own columns in `columns`.
 */
export const STATEMENT_COLUMNS = {
  transactionId: ['trxid', 'trx id', 'transaction id', 'transactionid', 'txnid', 'txn id', 'transaction_id'],
  senderNumber: [
    'sender',
    'from',
    'sender number',
    'customer msisdn',
    'msisdn',
    'customer account',
    'account',
  ],
  amount: ['amount', 'amount (bdt)', 'amount(bdt)', 'credit', 'received amount', 'transaction amount'],
  time: ['date time', 'datetime', 'date', 'time', 'transaction date', 'transaction time', 'date & time'],
} as const;
export type StatementColumn = keyof typeof STATEMENT_COLUMNS;

export const ImportStatement = z.object({
  method: z.enum(STATEMENT_METHODS, { message: ERROR_MESSAGES.statementMethodRequired }),
  /** The statement as exported, CSV with a header line. */
  csv: csvText(
    MAX_STATEMENT_CSV_LENGTH,
    ERROR_MESSAGES.statementFileRequired,
    ERROR_MESSAGES.statementTooLarge,
  ),
  /** The header of each column, for a layout whose names are not recognised. */
  columns: z
    .object({
      transactionId: CsvColumnName.optional(),
      senderNumber: CsvColumnName.optional(),
      amount: CsvColumnName.optional(),
      time: CsvColumnName.optional(),
    })
    .optional(),
});
export type ImportStatement = z.input<typeof ImportStatement>;

/** One payment the statement says reached the shop. */
export const StatementLine = z.object({
  _id: z.string(),
  method: z.enum(STATEMENT_METHODS),
  transactionId: z.string(),
  senderNumber: z.string(),
  amount: Taka,
  /** As the statement writes it. */
  time: z.string(),
  importedAt: z.string(),
});
export type StatementLine = z.infer<typeof StatementLine>;

/**
 * Why a line was not imported: no transaction id, an amount that is not strictly a taka figure, a
 * quote left open (or text after a closing one), or a transaction id the file gives again with
 * another amount.
 */
export const STATEMENT_LINE_PROBLEMS = [
  'noTransactionId',
  'amountUnreadable',
  'quotesUnreadable',
  'repeatedOtherAmount',
] as const;
export type StatementLineProblem = (typeof STATEMENT_LINE_PROBLEMS)[number];

export const StatementImported = z.object({
  success: z.literal(true),
  message: z.string(),
  /** New lines kept; lines already imported before (the same transaction id); lines refused. */
  added: z.number().int().nonnegative(),
  known: z.number().int().nonnegative(),
  /** Lines that could not be read: their number in the file (the header is line 1) and why. */
  refused: z.array(z.object({ line: z.number().int().positive(), problem: z.enum(STATEMENT_LINE_PROBLEMS) })),
});
export type StatementImported = z.infer<typeof StatementImported>;

/** How the statements and the proofs waiting to be checked meet. */
export const StatementMatches = z.object({
  success: z.literal(true),
  /** The same transaction id and amount: ready to verify. */
  exact: z.array(z.object({ proof: AdminPaymentProof, line: StatementLine })),
  /** The same transaction id, another amount. */
  amountDiffers: z.array(z.object({ proof: AdminPaymentProof, line: StatementLine })),
  /** Proofs waiting whose transaction id is on no statement line (of their wallet). */
  proofsWithoutLine: z.array(AdminPaymentProof),
  /** Statement lines whose transaction id is on no proof. */
  linesWithoutProof: z.array(StatementLine),
});
export type StatementMatches = z.infer<typeof StatementMatches>;

export const VerifyMatches = z.object({
  proofIds: z.array(text().max(100)).min(1, ERROR_MESSAGES.proofsToVerifyRequired).max(1000),
});

export const STATEMENT_MESSAGES = {
  imported: 'Statement imported: {added} new lines, {known} already known, {refused} refused.',
  verified: 'Payments verified: {count}.',
} as const;

export const adminStatementsContract = c.router({
  importStatement: {
    method: 'POST',
    path: '/statements',
    body: ImportStatement,
    summary: 'Imports a bKash or Nagad merchant statement (CSV); lines already imported change nothing',
    responses: {
      200: StatementImported,
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
      413: ErrorResponse,
    },
    ...operatorOnly,
  },
  matches: {
    method: 'GET',
    path: '/statements/matches',
    summary: 'Proofs waiting to be checked, matched against the imported statement lines',
    responses: { 200: StatementMatches, 401: ErrorResponse, 403: ErrorResponse },
    ...operatorOnly,
  },
  verifyMatches: {
    method: 'POST',
    path: '/statements/verify-matches',
    body: VerifyMatches,
    summary: 'Verifies, in one action, the proofs that match a statement line exactly',
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), verified: z.array(z.string()) }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
});
