import { z } from 'zod';

export * from './error-messages';

export const ValidationIssue = z.object({
  /** Dotted path of the field, such as `body.email` or `query.page`. */
  path: z.string(),
  message: z.string(),
  /** The message's code, when it is one of the catalogue's texts. */
  code: z.string().optional(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** The one error shape every failing call answers with. */
export const ErrorResponse = z.object({
  success: z.literal(false),
  /** A stable name of what went wrong, such as `emailTaken`: the key of its text in the catalogue. */
  code: z.string(),
  /** The text in English, for clients without the catalogue. */
  message: z.string(),
  /** The details a worded message was made with, such as `{ size: 'M', left: 3 }`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  issues: z.array(ValidationIssue).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
