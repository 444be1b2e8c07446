import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address so that a link, a reload or the back button
 * shows the same rows: read from it, written to it by a form or a pager.
 */
export function useAddressFilters<const N extends string>(names: readonly N[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    names.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? '']] : [])),
  ) as Partial<Record<N, string>>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const show = (next: Partial<Record<N, string>>, nextPage = 1) => {
    const updated = new URLSearchParams();
    for (const name of names) if (next[name]) updated.set(name, next[name] ?? '');
    if (nextPage > 1) updated.set('page', String(nextPage));
    setParams(updated);
  };
  /** A filter form's submit: its fields of these names, trimmed, from page 1. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    show(
      Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim()])) as Record<
        N,
        string
      >,
    );
  };
  /** Changes whenever the address does: a form keyed by it shows the filters of the address. */
  const key = params.toString();
  return { filters, page, show, submit, key };
}
