import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Pager } from '../../ui/pager';
import { QueryState } from '../../ui/query-state';
import { adminMessages } from './messages';

type PageOfRows<Row> = { total: number; page: number; pageSize: number; rows: Row[] };

/**
 * A table of the rows of one page with its pager, shown the one way queries are: loading, an
 * error with a retry, `empty` when no row matches.
 */
export function PagedTable<Row>({
  query,
  empty,
  columns,
  className,
  row,
  onPage,
}: {
  query: Parameters<typeof QueryState<PageOfRows<Row>>>[0]['query'];
  empty: string;
  columns: string[];
  className?: string;
  row: (row: Row) => ReactNode;
  onPage: (page: number) => void;
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
          {/* A narrow screen scrolls the table sideways: the keyboard must reach it to scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so arrow keys scroll it */}
          <section className="admin-table-wrap" tabIndex={0} aria-label={t('tableRegion')}>
            <table className={className ? `admin-table ${className}` : 'admin-table'}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{found.rows.map(row)}</tbody>
            </table>
          </section>
          <Pager page={found.page} pageSize={found.pageSize} total={found.total} onPage={onPage} />
        </>
      )}
    </QueryState>
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
