import { ApiError } from '../../../../api/client';
import { useT } from '../../../../lib/i18n';
import { listingMessages } from './messages';

type Props = {
  /** The failed categories query; Try again asks again, and waits while it does. */
  query: { error: Error; isFetching: boolean; refetch: () => unknown };
  /** The whole page's content, centred, rather than a box in a sidebar or menu. */
  page?: boolean;
};

/**
 * Categories that failed to load: the spec's words in red, then, when the shop answered with a
 * failure, the spec's "Failed to fetch categories" with the answer's status code, and Try again.
 */
export function CategoriesError({ query, page = false }: Props) {
  const t = useT(listingMessages);
  const { error } = query;
  const detail =
    error instanceof ApiError
      ? t('errorWithStatus', { message: t('categoriesFetchFailed'), status: error.status })
      : null;
  return (
    <div className={`listing-error${page ? ' listing-error--page' : ''}`} role="alert">
      <p className="listing-error__message">{t('categoriesError')}</p>
      {detail ? <p className="listing-error__detail">{detail}</p> : null}
      <button
        type="button"
        className={`button button--outline${page ? '' : ' listing-error__retry'}`}
        onClick={() => query.refetch()}
        disabled={query.isFetching}
      >
        {query.isFetching ? t('loading') : t('tryAgain')}
      </button>
    </div>
  );
}
