import { useState } from 'react';
import type { z } from 'zod';
import { checkWith, type FieldErrors } from '../../../lib/form-errors';
import { useFieldProblems } from '../../../lib/refusals';
import type { FailureMessage } from '../failures';

/** How a send ended: fine (null), a failure for the whole form, or the server's problems per field. */
export type SendOutcome = FailureMessage | { fieldErrors: FieldErrors } | null;

/**
 * What the sign-in forms share: values are checked with the contract's schema first (each field's
 * problem shows under it and nothing is sent), then `send` runs, busy meanwhile, and answers the
 * failure to show, the fields the server refused (shown under them), or null.
 */
export function useCheckedSubmit<S extends z.ZodType>(
  schema: S,
  send: (values: z.output<S>) => Promise<SendOutcome>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldProblems = useFieldProblems();

  async function submit(values: z.input<S>) {
    const checked = checkWith(schema, values);
    setErrors(checked.errors ?? {});
    setFailure(null);
    if (checked.errors) return;
    setBusy(true);
    try {
      const outcome = await send(checked.values);
      if (outcome && 'fieldErrors' in outcome) setErrors(outcome.fieldErrors);
      else setFailure(outcome);
    } finally {
      setBusy(false);
    }
  }

  return { errors: fieldProblems(errors), failure, busy, submit };
}
