import { MAX_ORDER_TOTAL_TAKA } from '@haat/contracts';
import {
  type ImportStatement,
  MAX_STATEMENT_LINES,
  STATEMENT_COLUMNS,
  STATEMENT_METHODS,
  type StatementColumn,
  type StatementImported,
  type StatementLine,
  type StatementMatches,
} from '@haat/contracts/admin';
import { latinDigits } from '@haat/contracts/digits';
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentProofs, statementLines } from '../../db/schema';
import { BadRequest, Conflict } from '../../errors';
import { headerKey, readCsvLines } from '../../lib/csv';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import { recordAction } from '../audit/service';
import type { PaymentChecks } from './payment-checks';

/** How many proofs and unmatched lines the matching screen takes in at once. */
const MATCH_LIMIT = 500;

/** The largest amount a line may hold (poisha): no order comes to more, and money columns are 32-bit. */
const MAX_LINE_POISHA = poishaFromTaka(MAX_ORDER_TOTAL_TAKA);

/** Digits grouped as statements group them: by thousands (`1,234,567`) or lakhs (`12,34,567`). */
const GROUPED = /^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})+,\d{3})$/;

/**
 * Taka as statements write it (`1,060.00`, `৳ 1060`, `BDT 1060.5`, `১,০৬০`) in poisha, or null.
 * Strict: a comma only between groups of digits, at most two decimals, one currency sign before or
 * after; `1,2,3,4` is nobody's amount.
 */
export function poishaOf(written: string): number | null {
  const figure = latinDigits(written)
    .trim()
    .replace(/^(৳|bdt|tk\.?)\s*/i, '')
    .replace(/\s*(৳|bdt|tk\.?)$/i, '');
  const [whole = '', decimals, ...more] = figure.split('.');
  if (more.length > 0 || (decimals !== undefined && !/^\d{1,2}$/.test(decimals))) return null;
  if (!/^\d{1,9}$/.test(whole) && !GROUPED.test(whole)) return null;
  const poisha = Math.round(Number(`${whole.replaceAll(',', '')}.${decimals ?? '0'}`) * 100);
  return poisha > 0 && poisha <= MAX_LINE_POISHA ? poisha : null;
}

/** Transaction ids are compared in upper case without spaces: `8n7a 6d5ee7` is `8N7A6D5EE7`. */
export const transactionKey = (id: string) => id.replace(/\s+/g, '').toUpperCase();

/**
 * bKash and Nagad merchant statements: imported as CSV, each line a payment that reached the
 * shop, matched against the payment proofs waiting to be checked by transaction id and amount.
 */
export function createStatements({ db, paymentChecks }: { db: Database; paymentChecks: PaymentChecks }) {
  /** Where each column is, by the operator's names or the known ones; refused when a needed one is missing. */
  function columnsOf(header: string[], named: ImportStatement['columns']) {
    const keys = header.map(headerKey);
    const find = (column: StatementColumn) => {
      const wanted = named?.[column];
      const candidates: readonly string[] = wanted ? [headerKey(wanted)] : STATEMENT_COLUMNS[column];
      return keys.findIndex((key) => candidates.includes(key));
    };
    const at = {
      transactionId: find('transactionId'),
      amount: find('amount'),
      senderNumber: find('senderNumber'),
      time: find('time'),
    };
    if (at.transactionId < 0) throw new BadRequest('statementNoTransactionColumn');
    if (at.amount < 0) throw new BadRequest('statementNoAmountColumn');
    return at;
  }

  const toLine = (row: typeof statementLines.$inferSelect): StatementLine => ({
    _id: row.id,
    method: row.method as StatementLine['method'],
    transactionId: row.transactionId,
    senderNumber: row.senderNumber,
    amount: takaFromPoisha(row.amount),
    time: row.time,
    importedAt: row.createdAt.toISOString(),
  });

  async function matches(): Promise<Omit<StatementMatches, 'success'>> {
    const waiting = await paymentChecks.waiting(STATEMENT_METHODS, MATCH_LIMIT);
    const keys = [...new Set(waiting.map((proof) => transactionKey(proof.transactionId)))];
    const [known, unmatched] = await Promise.all([
      keys.length
        ? db.select().from(statementLines).where(inArray(statementLines.transactionId, keys))
        : Promise.resolve([]),
      db
        .select()
        .from(statementLines)
        .where(
          notExists(
            db
              .select({ one: sql`1` })
              .from(paymentProofs)
              .where(
                and(
                  eq(paymentProofs.method, statementLines.method),
                  eq(
                    sql`upper(replace(${paymentProofs.transactionId}, ' ', ''))`,
                    statementLines.transactionId,
                  ),
                ),
              ),
          ),
        )
        .orderBy(desc(statementLines.createdAt), desc(statementLines.id))
        .limit(MATCH_LIMIT),
    ]);
    const lineOf = new Map(known.map((line) => [`${line.method}:${line.transactionId}`, line]));
    const result: Omit<StatementMatches, 'success'> = {
      exact: [],
      amountDiffers: [],
      proofsWithoutLine: [],
      linesWithoutProof: unmatched.map(toLine),
    };
    for (const proof of waiting) {
      const line = lineOf.get(`${proof.method}:${transactionKey(proof.transactionId)}`);
      if (!line) result.proofsWithoutLine.push(proof);
      else if (takaFromPoisha(line.amount) === proof.amount) result.exact.push({ proof, line: toLine(line) });
      else result.amountDiffers.push({ proof, line: toLine(line) });
    }
    return result;
  }

  return {
    matches,

    /**
     * Keeps the statement's payments; a transaction id imported before (from this file or an
     * earlier one) is left as it was, so importing the same statement twice changes nothing.
     */
    async importStatement(actorUserId: string, { method, csv, columns }: ImportStatement) {
      const [header, ...rows] = readCsvLines(csv);
      if (!header || rows.length === 0) throw new BadRequest('statementEmpty');
      if (rows.length > MAX_STATEMENT_LINES) throw new BadRequest('statementTooLong');
      if (!('fields' in header)) throw new BadRequest('statementHeaderUnreadable');
      const at = columnsOf(header.fields, columns);
      // Every line is either kept (new or known) or refused here with its number and reason.
      const refused: StatementImported['refused'] = [];
      const lines = new Map<string, typeof statementLines.$inferInsert>();
      for (const row of rows) {
        const { line } = row;
        if (!('fields' in row)) {
          refused.push({ line, problem: 'quotesUnreadable' });
          continue;
        }
        const field = (index: number) => (index >= 0 ? latinDigits(row.fields[index] ?? '').trim() : '');
        const transactionId = transactionKey(field(at.transactionId));
        const amount = poishaOf(row.fields[at.amount] ?? '');
        const earlier = lines.get(transactionId);
        if (!/^[A-Z0-9]{4,40}$/.test(transactionId)) refused.push({ line, problem: 'noTransactionId' });
        else if (amount === null) refused.push({ line, problem: 'amountUnreadable' });
        else if (earlier && earlier.amount !== amount) refused.push({ line, problem: 'repeatedOtherAmount' });
        else if (!earlier)
          lines.set(transactionId, {
            method,
            transactionId,
            amount,
            senderNumber: field(at.senderNumber).slice(0, 40),
            time: field(at.time).slice(0, 40),
            importedBy: actorUserId,
          });
      }
      const readable = [...lines.values()];
      const added = await db.transaction(async (tx) => {
        let count = 0;
        // In parts: PostgreSQL takes at most 65,535 parameters in one statement.
        for (let start = 0; start < readable.length; start += 1000) {
          const inserted = await tx
            .insert(statementLines)
            .values(readable.slice(start, start + 1000))
            .onConflictDoNothing()
            .returning({ id: statementLines.id });
          count += inserted.length;
        }
        await recordAction(tx, {
          actorUserId,
          action: 'statement.import',
          entity: 'statement',
          entityId: method,
          before: null,
          after: {
            method,
            added: count,
            known: rows.length - refused.length - count,
            refused: refused.length,
          },
        });
        return count;
      });
      return { added, known: rows.length - refused.length - added, refused };
    },

    /** Verifies those of `proofIds` that match a statement line exactly now; answers which were. */
    async verifyMatches(actorUserId: string, proofIds: string[]): Promise<string[]> {
      const wanted = new Set(proofIds);
      const { exact } = await matches();
      const verified: string[] = [];
      for (const { proof } of exact) {
        if (!wanted.has(proof._id)) continue;
        try {
          await paymentChecks.verify(actorUserId, proof._id);
          verified.push(proof._id);
        } catch (error) {
          // Decided by someone else in the meantime: nothing to do for this one.
          if (!(error instanceof Conflict)) throw error;
        }
      }
      return verified;
    },
  };
}
export type Statements = ReturnType<typeof createStatements>;
