import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { listingMessages } from './messages';

/** The banner pictures, one per category, emitted as files so a page fetches only its own. */
const pictures = import.meta.glob<string>('./banners/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});
const DEFAULT_BANNER = 'default';

/** A banner's file name: the lower-cased category name, words joined by hyphens ("mens-fashion"). */
export const bannerName = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The picture of the first of `names` that has one (an item falls back to its category), else the default. */
export function bannerFor(...names: (string | undefined)[]): string {
  for (const name of names) {
    const picture = name ? pictures[`./banners/${bannerName(name)}.svg`] : undefined;
    if (picture) return picture;
  }
  return pictures[`./banners/${DEFAULT_BANNER}.svg`] ?? '';
}

type Props = {
  /** The category, item or collection on show. */
  name: string;
  picture: string;
};

/** The category page's banner: "Discover the Best of {category}", beside its picture. */
export function CategoryBanner({ name, picture }: Props) {
  const t = useT(listingMessages);
  return (
    <section className="category-banner" aria-labelledby="category-banner-title">
      <div className="category-banner__text">
        <h1 id="category-banner-title" className="category-banner__title">
          {t('discover', { category: name })}
        </h1>
        <p className="category-banner__lead">{t('bannerLead')}</p>
      </div>
      <img className="category-banner__picture" src={picture} alt="" width={640} height={320} />
    </section>
  );
}

/** The promotion under the banner (spec section 2): Mega Discount Week, up to 60% off. */
export function PromoBanner() {
  const t = useT(listingMessages);
  return (
    <aside className="promo-banner" aria-labelledby="promo-banner-title">
      <p className="promo-banner__text">
        <strong id="promo-banner-title" className="promo-banner__title">
          {t('promoTitle')}
        </strong>
        <span className="promo-banner__offer">{t('promoText')}</span>
      </p>
      <Link to={PATHS.products} className="button button--accent promo-banner__shop">
        {t('shopNow')}
      </Link>
    </aside>
  );
}
