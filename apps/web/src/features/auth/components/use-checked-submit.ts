import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/form-errors';
import type { FailureMessage } from '../failures';

/**
 * What the sign-in forms share: values are checked with the contract's schema first (each field's
 * problem shows under it and nothing is sent), then `send` runs, busy meanwhile, and answers the
 * failure to show, or null.
 */
export function useCheckedSubmit<Values>(
  schema: z.ZodType,
  send: (values: Values) => Promise<FailureMessage | null>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    const invalid = fieldErrorsOf(schema, values);
    setErrors(invalid ?? {});
    setFailure(null);
    if (invalid) return;
    setBusy(true);
    try {
      setFailure(await send(values));
    } finally {
      setBusy(false);
    }
  }

  return { errors, failure, busy, submit };
}
