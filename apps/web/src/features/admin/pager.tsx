import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { QueryState } from '../../ui/query-state';
import { adminMessages } from './messages';

/** Where a page of rows stands among all, and the way to the pages beside it. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT(adminMessages);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <nav className="admin-pager" aria-label={t('pageOf', { page, pages })}>
      <span>
        {t('shown', {
          from: (page - 1) * pageSize + 1,
          to: Math.min(total, page * pageSize),
          total,
        })}
      </span>
      <button
        type="button"
        className="button button--outline"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previousPage')}
      </button>
      <button
        type="button"
        className="button button--outline"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('nextPage')}
      </button>
    </nav>
  );
}

/** A filter form's buttons: show what the form says, or everything again. */
export function FilterActions({ apply, onClear }: { apply: string; onClear: () => void }) {
  const t = useT(adminMessages);
  return (
    <div className="admin-filters__actions">
      <button type="submit" className="button button--primary">
        {apply}
      </button>
      <button type="button" className="button button--outline" onClick={onClear}>
        {t('clearFilters')}
      </button>
    </div>
  );
}

type Paged<Row> = { rows: Row[]; page: number; pageSize: number; total: number };

/** A page of rows as a table under its column headings, with the pager below; loading, failing and empty as QueryState shows them. */
export function PagedTable<Row>({
  query,
  empty,
  headings,
  className = '',
  onPage,
  row,
}: {
  query: UseQueryResult<Paged<Row>>;
  empty: string;
  headings: string[];
  className?: string;
  onPage: (page: number) => void;
  row: (row: Row) => ReactNode;
}) {
  const t = useT(adminMessages);
  return (
    <QueryState
      query={query}
      error={t('loadFailed')}
      isEmpty={(found) => found.rows.length === 0}
      empty={<p>{empty}</p>}
    >
      {(found) => (
        <>
          <div className="admin-table-wrap">
            <table className={`admin-table ${className}`}>
              <thead>
                <tr>
                  {headings.map((heading) => (
                    <th key={heading} scope="col">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{found.rows.map(row)}</tbody>
            </table>
          </div>
          <Pager page={found.page} pageSize={found.pageSize} total={found.total} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
