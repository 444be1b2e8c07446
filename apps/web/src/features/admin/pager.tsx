import { useT } from '../../lib/i18n';
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
