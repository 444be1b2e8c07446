import type { ProductSort } from '@haat/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
  // the choice at once, so that a ticked box stays ticked.
  const [pending, setPending] = useState<{ from: string; filters: ListingFilters } | null>(null);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    // The address changed: what it says now wins, even when back returns to an earlier address.
    setSeenSearch(search);
    setPending(null);
  }
  const filters = pending && pending.from === search ? pending.filters : fromAddress;
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
      if (nextSearch === search) return;
      setPending({ from: search, filters: next });
      navigate({ search: nextSearch }, { replace });
    },
    [navigate, search, defaultSort],
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
