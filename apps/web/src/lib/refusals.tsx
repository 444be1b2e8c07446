import { ApiError } from '../api/client';
import { keyOfText } from './fixed-texts';
import type { FieldErrors } from './form-errors';
import { useT } from './i18n';
import { refusalMessages } from './refusal-messages';

type RefusalCode = keyof (typeof refusalMessages)['en'];
const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(refusalMessages.en, code);

/**
 * Words for a failed call in the shopper's language: the catalogue's text for the refusal's
 * `code` when the server sent that code's fixed text, and the server's own words otherwise (a text
 * with details in it, such as which product sold out, or a failure that never reached the API).
 */
export function refusalText(error: Error | null | undefined, t: (code: RefusalCode) => string): string {
  if (!error) return '';
  const code = error instanceof ApiError ? error.code : undefined;
  if (code && isRefusalCode(code) && error.message === refusalMessages.en[code]) return t(code);
  return error.message;
}

/**
 * The problems of a form's fields in the shopper's language. A field's problem is the contract's
 * text, whether the form's own check or the API found it, with no code of its own: a text that is
 * one of the catalogue's reads as that code's translation, any other (zod's own) as it is.
 */
export function fieldProblemsIn<E extends FieldErrors>(problems: E, t: (code: RefusalCode) => string): E {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => {
      const code = problem === undefined ? undefined : keyOfText(refusalMessages, problem);
      return [field, code ? t(code) : problem];
    }),
  ) as E;
}

export function useFieldProblems(): <E extends FieldErrors>(problems: E) => E {
  const t = useT(refusalMessages);
  return (problems) => fieldProblemsIn(problems, (code) => t(code));
}

export function useRefusal(): (error: Error | null | undefined) => string {
  const t = useT(refusalMessages);
  return (error) => refusalText(error, (code) => t(code));
}

/** A failed call's words, as `useRefusal` finds them. */
export function RefusalText({ error }: { error: Error | null | undefined }) {
  return useRefusal()(error);
}
