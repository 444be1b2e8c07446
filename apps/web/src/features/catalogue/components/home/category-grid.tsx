import { slugFor } from '@haat/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useCategoryText } from '../../../../lib/category-text';
import { useT } from '../../../../lib/i18n';
import { ChevronRightIcon } from '../../../../ui/icons';
import { useCategories } from '../../api';
import { homeMessages } from './messages';

/** How many tiles hold the place of the categories while they load. */
const PLACEHOLDER_TILES = 8;

/** Shop by Category: a tile per category, each opening its category page. */
export function CategoryGrid() {
  const t = useT(homeMessages);
  const categories = useCategories();
  const shownText = useCategoryText();

  let body: ReactNode;
  if (categories.isPending) {
    body = (
      <ul className="home-categories" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart
          <li key={index} className="home-categories__tile skeleton" />
        ))}
      </ul>
    );
  } else if (categories.isError) {
    body = (
      <div className="state state--error home__error" role="alert">
        <p>{t('categoriesError')}</p>
        <button type="button" className="button button--outline" onClick={() => categories.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (categories.data.length === 0) {
    body = <p className="state">{t('noCategories')}</p>;
  } else {
    body = (
      <ul className="home-categories">
        {categories.data.map((category, index) => {
          const title = shownText.title(category);
          const items = shownText.items(category).slice(0, 3);
          return (
            <li key={category.id}>
              <Link
                to={PATHS.category(slugFor(category.title))}
                className={`home-categories__tile home-categories__tile--${index % 4}`}
              >
                <span className="home-categories__mark" aria-hidden="true">
                  {title.text.charAt(0)}
                </span>
                <span className="home-categories__text">
                  <span className="home-categories__title" lang={title.lang}>
                    {title.text}
                  </span>
                  {/* The dots between the items are the stylesheet's. */}
                  <span className="home-categories__items">
                    {items.map((item) => (
                      <span key={item.name} lang={item.lang}>
                        {item.text}
                      </span>
                    ))}
                  </span>
                </span>
                <ChevronRightIcon className="home-categories__arrow" />
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="home__section" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="home__title">
        {t('shopByCategory')}
      </h2>
      {body}
    </section>
  );
}
