import { useState } from 'react';
import type { z } from 'zod';
import { checkWith, type FieldErrors } from '../../../lib/form-errors';
import type { FailureMessage } from '../failures';

/**
 * What the sign-in forms share: values are checked with the contract's schema first (each field's
 * problem shows under it and nothing is sent), then `send` runs, busy meanwhile, and answers the
 * failure to show, or null.
 */
export function useCheckedSubmit<S extends z.ZodType>(
  schema: S,
  send: (values: z.output<S>) => Promise<FailureMessage | null>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: z.input<S>) {
    const checked = checkWith(schema, values);
    setErrors(checked.errors ?? {});
    setFailure(null);
    if (checked.errors) return;
    setBusy(true);
    try {
      setFailure(await send(checked.values));
    } finally {
      setBusy(false);
    }
  }

  return { errors, failure, busy, submit };
}
