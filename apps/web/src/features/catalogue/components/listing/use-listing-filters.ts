import type { ProductSort } from '@haat/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearedFilters, filtersFromSearch, type ListingFilters, searchFromFilters } from '../../filters';

type Options = {
  sorts: readonly ProductSort[];
  defaultSort: ProductSort;
  /** A category page, whose own category stands instead of any in the address. */
  scoped?: boolean;
};

export type UpdateFilters = (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;

/**
 * A listing's filters, kept in the address bar. A change is a new history entry (back undoes it),
 * and any change but a page change starts again from the first page.
 */
export function useListingFilters({ sorts, defaultSort, scoped = false }: Options) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromAddress = useMemo(
    () => filtersFromSearch(new URLSearchParams(search), { sorts, fallback: defaultSort, scoped }),
    [search, sorts, defaultSort, scoped],
  );
  // The router renders a navigation as a transition, a moment later. Meanwhile the controls show
  // the choice at once, so that a ticked box stays ticked, and a further choice (Clear All right
  // after a search) builds on it rather than on the address the transition has not reached yet.
  const [pending, setPending] = useState<{ to: string; filters: ListingFilters } | null>(null);
  /** Where this listing's choices went and have not arrived yet. */
  const underWay = useRef(new Set<string>());
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    // Arrived where the last choice went, or somewhere else entirely (a link, the header's
    // search): the address speaks again. An earlier choice arriving on the way to the last one
    // leaves the last one showing.
    const earlierChoice = underWay.current.has(search) && pending?.to !== search;
    if (!earlierChoice) setPending(null);
  }
  // Nothing shown ahead of the address: nothing is under way.
  useEffect(() => {
    if (!pending) underWay.current.clear();
  }, [pending]);
  const filters = pending ? pending.filters : fromAddress;
  // Back or forward while a choice is still on its way: the address the browser goes to wins, even
  // when it is the one the listing still shows because the choice never got there.
  useEffect(() => {
    const dropPending = () => setPending(null);
    window.addEventListener('popstate', dropPending);
    return () => window.removeEventListener('popstate', dropPending);
  }, []);

  const go = useCallback(
    (next: ListingFilters, replace = false) => {
      const nextSearch = searchFromFilters(next, defaultSort);
      if (nextSearch === (pending?.to ?? search)) return;
      setPending(nextSearch === search ? null : { to: nextSearch, filters: next });
      underWay.current.add(nextSearch);
      navigate({ search: nextSearch }, { replace });
    },
    [navigate, search, pending, defaultSort],
  );

  const update = useCallback<UpdateFilters>(
    (change, { replace = false } = {}) => go({ ...filters, page: 1, ...change }, replace),
    [filters, go],
  );
  const clearAll = useCallback(() => go(clearedFilters(filters)), [filters, go]);
  /** The query string of another page of the same listing. */
  const searchForPage = useCallback(
    (page: number) => searchFromFilters({ ...filters, page }, defaultSort),
    [filters, defaultSort],
  );

  return { filters, update, clearAll, searchForPage };
}
