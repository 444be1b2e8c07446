import { ApiError } from '../api/client';
import { keyOfText } from './fixed-texts';
import type { FieldErrors } from './form-errors';
import { useFormat } from './format';
import { useT } from './i18n';
import { refusalMessages } from './refusal-messages';
import { type RefusalParams, wordedRefusal, wordedRefusalMessages } from './worded-refusal-messages';

type RefusalCode = keyof (typeof refusalMessages)['en'];
const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(refusalMessages.en, code);

/** A refusal worded with details in the shopper's language; null when the server's words stand. */
type Worded = (code: string, params: RefusalParams) => string | null;

/**
 * Words for a failed call in the shopper's language: the catalogue's text for the refusal's
 * `code` when the server sent that code's fixed text; a refusal with details (which product sold
 * out, how many are left) worded from its `params` by `worded`; and the server's own words
 * otherwise (English pages, or a failure that never reached the API).
 */
export function refusalText(
  error: Error | null | undefined,
  t: (code: RefusalCode) => string,
  worded?: Worded,
): string {
  if (!error) return '';
  const code = error instanceof ApiError ? error.code : undefined;
  if (code && isRefusalCode(code) && error.message === refusalMessages.en[code]) return t(code);
  const params = error instanceof ApiError ? error.params : undefined;
  return (code && params && worded?.(code, params)) || error.message;
}

/** Refusals with details in the shopper's language, digits and taka included; English keeps the server's. */
function useWorded(): Worded {
  const t = useT(wordedRefusalMessages);
  const format = useFormat();
  return (code, params) => {
    if (format.language === 'en') return null;
    const found = wordedRefusal(code, params, format);
    return found && t(found.key, found.values);
  };
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
  const worded = useWorded();
  return (error) => refusalText(error, (code) => t(code), worded);
}

/** A failed call's words, as `useRefusal` finds them. */
export function RefusalText({ error }: { error: Error | null | undefined }) {
  return useRefusal()(error);
}
