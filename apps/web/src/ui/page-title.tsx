import { useT } from '../lib/i18n';
import { pageTitleMessages } from './page-title-messages';

/**
 * The browser tab's title, in the shopper's language: the page's own name (usually its heading)
 * and the shop's, or the home page's title when no page is named. Every page renders one; React
 * puts it in the document's head, and the title of the page left goes with that page.
 */
export function PageTitle({ page }: { page?: string }) {
  const t = useT(pageTitleMessages);
  return <title>{page === undefined ? t('home') : t('page', { page })}</title>;
}
