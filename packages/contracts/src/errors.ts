import { z } from 'zod';

/** Texts the API answers with. The spec's own wording where it gives one. */
export const ERROR_MESSAGES = {
  invalidRequest: 'The request is not valid.',
  routeNotFound: 'Not found.',
  unexpected: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  productNotFound: 'Product not found.',
  heroImageMissing: 'No hero image is set.',
} as const;

export const ValidationIssue = z.object({
  /** Dotted path of the field, such as `body.email` or `query.page`. */
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** The one error shape every failing call answers with. */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  issues: z.array(ValidationIssue).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
