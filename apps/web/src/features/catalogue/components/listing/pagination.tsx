import { Link, useLocation } from 'react-router';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../ui/icons';
import { listingMessages } from './messages';

type Props = {
  page: number;
  /** The last page known: counts stop at a cap, so with `moreAfterLast` there are pages beyond. */
  lastPage: number;
  moreAfterLast: boolean;
  /** The query string of a page. */
  searchForPage: (page: number) => string;
};

type Slot = number | 'gap-before' | 'gap-after' | 'more';

/** Page numbers around the current one, with the first and the last, and gaps between. */
export function pageSlots(page: number, lastPage: number, moreAfterLast: boolean, around = 1): Slot[] {
  const last = Math.max(lastPage, page);
  const slots: Slot[] = [];
  const from = Math.max(2, page - around);
  const to = Math.min(last - 1, page + around);
  slots.push(1);
  if (from > 2) slots.push('gap-before');
  for (let number = from; number <= to; number += 1) slots.push(number);
  if (to < last - 1) slots.push('gap-after');
  if (last > 1) slots.push(last);
  if (moreAfterLast) slots.push('more');
  return slots;
}

/** Numbered pages as links, so that each page has an address that can be shared or opened apart. */
export function Pagination({ page, lastPage, moreAfterLast, searchForPage }: Props) {
  const t = useT(listingMessages);
  const format = useFormat();
  const { pathname } = useLocation();
  const hasNext = page < lastPage || moreAfterLast;
  if (lastPage <= 1 && !moreAfterLast && page <= 1) return null;
  const to = (number: number) => ({ pathname, search: searchForPage(number) });

  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {page > 1 ? (
        <Link to={to(page - 1)} className="pagination__step" rel="prev" aria-label={t('previousPage')}>
          <ChevronLeftIcon />
          <span className="pagination__step-text">{t('previous')}</span>
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true">
          <ChevronLeftIcon />
          <span className="pagination__step-text">{t('previous')}</span>
        </span>
      )}
      <ol className="pagination__pages">
        {pageSlots(page, lastPage, moreAfterLast).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Link
                to={to(slot)}
                className="pagination__page"
                aria-label={t('pageNumber', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
              >
                {format.count(slot)}
              </Link>
            </li>
          ) : (
            <li key={slot} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link to={to(page + 1)} className="pagination__step" rel="next" aria-label={t('nextPage')}>
          <span className="pagination__step-text">{t('next')}</span>
          <ChevronRightIcon />
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true">
          <span className="pagination__step-text">{t('next')}</span>
          <ChevronRightIcon />
        </span>
      )}
    </nav>
  );
}
