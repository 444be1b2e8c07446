import type { z } from 'zod';

/** What a form shows under its fields: the first problem of each field, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks a form's values with the contract's own schema (the one the API checks them with), and
 * answers the first message per field, or null when the values pass.
 */
export function fieldErrorsOf(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
