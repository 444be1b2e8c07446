import type { z } from 'zod';

/** What a form shows under its fields: the first problem of each field, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { values: T; errors?: undefined } | { values?: undefined; errors: FieldErrors };

/**
 * Checks a form's values with the contract's own schema (the one the API checks them with): the
 * values as the API will read them, or the first message per field.
 */
export function checkWith<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { errors };
}
