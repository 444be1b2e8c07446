import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { FEATURED_SLUGS } from '../../filters';
import { listingMessages } from './messages';

type Props = {
  /** The collection on screen, marked as the current page. */
  currentSlug?: string;
  /** Coloured chips, where the collections are an invitation rather than a way around. */
  prominent?: boolean;
};

/** The featured collections (Top ranking, New arrivals, Top deals) as chips, each a category page. */
export function FeaturedLinks({ currentSlug, prominent = false }: Props) {
  const t = useT(listingMessages);
  return (
    <ul className="listing-featured" aria-label={t('featured')}>
      {FEATURED_SLUGS.map((collection) => (
        <li key={collection}>
          <Link
            to={PATHS.category(collection)}
            className={`filter-chip${prominent ? ' filter-chip--featured' : ''}`}
            aria-current={collection === currentSlug ? 'page' : undefined}
          >
            {t(`featured_${collection}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
