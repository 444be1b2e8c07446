import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { queryStateMessages } from './query-state-messages';

type Props<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;
  /** What failed, in the page's own words (the spec's texts differ per page). */
  error: string;
  /** When the data counts as empty, and what to say then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown while loading; "Loading..." unless given (a skeleton, say). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one way a page shows a query: loading, an error with a way to try again, empty, or the
 * data. Data at hand is shown even when a refetch failed, so a flaky connection hides nothing.
 */
export function QueryState<T>({ query, error, isEmpty, empty, loading, children }: Props<T>) {
  const t = useT(queryStateMessages);
  if (query.data !== undefined) {
    return isEmpty?.(query.data) ? <div className="state">{empty}</div> : children(query.data);
  }
  if (query.isError) {
    return (
      <div className="state state--error" role="alert">
        <p>{error}</p>
        <button type="button" className="button button--outline" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return (
    loading ?? (
      <p className="state" role="status">
        {t('loading')}
      </p>
    )
  );
}
