import { z } from 'zod';
import { multilineText, PageNumber, text } from '../common';
import { LIMITS } from '../constants';
import { isRealDate } from '../dates';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';

/** How many rows an operator's table shows on a page, at most 100. */
export const ADMIN_PAGE_SIZE = 25;

export const AdminPage = {
  page: PageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
};

/** A filter from a form or an address: an empty value is no filter. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema.optional()]);

/** A day in Dhaka, YYYY-MM-DD. */
export const Day = text().max(10).refine(isRealDate, { message: ERROR_MESSAGES.dayInvalid });

/** A page of rows and where it stands among all that match. */
export const pageOf = <T extends z.ZodType>(row: T) => ({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  rows: z.array(row),
});

/** Free text searched over several fields. */
export const SearchText = text()
  .trim()
  .max(LIMITS.searchMaxLength, { message: ERROR_MESSAGES.searchTooLong });

/** A first and last day that are in order. */
export const dayRangeInOrder = (range: { from?: string; to?: string }) =>
  range.from === undefined || range.to === undefined || range.from <= range.to;
export const dayRangeRefusal = { message: ERROR_MESSAGES.dateRangeInvalid, path: ['from'] };

/** The refusals of an operator's change: invalid, not signed in, not an operator, not found, not now. */
export const changeRefusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
} as const;

/** A number from `min` to `max` with at most two decimals (taka, a percentage), refused in `message`'s words. */
export const decimalBetween = (min: number, max: number, message: string) =>
  z.number({ message }).min(min, message).max(max, message).multipleOf(0.01, message);

/** What an operator's change of one record answers: the record as it now is, or why not. */
export const changeResponses = <T extends z.ZodType>(ok: T) => ({ 200: ok, ...changeRefusals }) as const;

/** A statement exported as CSV, sent as text: required, and at most `max` characters, each refusal in its words. */
export const csvText = (max: number, required: string, tooLarge: string) =>
  multilineText(required).min(1, required).max(max, tooLarge);

/** The header of a statement's column, as the operator names it for a layout the shop does not know. */
export const CsvColumnName = text().trim().min(1).max(60);
