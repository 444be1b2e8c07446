import { useT } from '../lib/i18n';
import { pagerMessages } from './pager-messages';
import './pager.css';

/**
 * Where a page of rows stands among all, and the way to the pages beside it: shared by the back
 * office's pages across features (its tables, the payment checks, the COD guard's held orders).
 */
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
  const t = useT(pagerMessages);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <nav className="pager" aria-label={t('pageOf', { page, pages })}>
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
