import { slugFor } from '@haat/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCategoryText } from '../../../lib/category-text';
import { useT } from '../../../lib/i18n';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { useCategories } from '../api';
import { CategoriesError } from '../components/listing/categories-error';
import { bannerFor } from '../components/listing/category-banner';
import { FeaturedLinks } from '../components/listing/featured-links';
import { listingMessages } from '../components/listing/messages';
import '../components/listing/listing.css';
import { PATHS } from '../../../config/paths';
import { PageTitle } from '../../../ui/page-title';

/** The category listing, /category: every category with its items, each linking to its page. */
export default function CategoriesPage() {
  const t = useT(listingMessages);
  const categories = useCategories();
  const shownText = useCategoryText();

  let body: ReactNode;
  if (categories.isPending) {
    body = (
      <ul className="category-cards" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => `skeleton-${index}`).map((key) => (
          <li key={key} className="category-card category-card--loading">
            <span className="skeleton category-card__picture" />
            <span className="skeleton listing-skeletons__line" />
            <span className="skeleton listing-skeletons__line listing-skeletons__line--short" />
          </li>
        ))}
      </ul>
    );
  } else if (categories.isError) {
    body = <CategoriesError query={categories} page />;
  } else if (categories.data.length === 0) {
    body = <p className="listing-empty listing-empty__title">{t('noCategories')}</p>;
  } else {
    body = (
      <ul className="category-cards">
        {categories.data.map((category, index) => {
          const title = shownText.title(category);
          return (
            <li key={category.id} className="category-card">
              <Link to={PATHS.category(category.slug)} className="category-card__link">
                <img
                  className="category-card__picture"
                  src={bannerFor(category.title)}
                  alt=""
                  width={640}
                  height={320}
                  loading={index < 4 ? 'eager' : 'lazy'}
                />
                <h2 className="category-card__title" lang={title.lang}>
                  {title.text}
                </h2>
              </Link>
              {category.items.length > 0 ? (
                <ul className="category-card__items" aria-label={t('itemsOf', { category: title.text })}>
                  {shownText.items(category).map((item) => (
                    <li key={item.name}>
                      <Link to={PATHS.category(slugFor(item.name))} className="filter-chip" lang={item.lang}>
                        {item.text}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="page listing listing--categories">
      <PageTitle page={t('categoryListing')} />
      <Breadcrumb
        label={t('breadcrumb')}
        className="listing-breadcrumb"
        links={[{ to: '/', label: t('home') }]}
        current={t('categoryListing')}
      />
      <header className="categories-intro">
        <h1 className="categories-intro__title">{t('categoryListing')}</h1>
        <p className="listing-muted">{t('categoryListingIntro')}</p>
        <FeaturedLinks prominent />
      </header>
      {body}
    </main>
  );
}
