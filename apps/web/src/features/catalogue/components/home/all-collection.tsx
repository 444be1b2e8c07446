import { PAGE_SIZES } from '@haat/contracts/constants';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { ChevronRightIcon } from '../../../../ui/icons';
import { useProducts } from '../../api';
import { ProductGrid } from '../product-grid';
import { homeMessages } from './messages';

/** All Collection: the shop's first 25 products, in 2 to 5 columns. */
export function AllCollection() {
  const t = useT(homeMessages);
  const products = useProducts({ page: 1, pageSize: PAGE_SIZES.homeCollection });

  return (
    <section className="home__section" aria-labelledby="all-collection">
      <div className="home__title-row">
        <h2 id="all-collection" className="home__title">
          {t('allCollection')}
        </h2>
        <Link to={PATHS.products} className="home__more">
          {t('viewAllProducts')}
          <ChevronRightIcon />
        </Link>
      </div>
      {products.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('loadingProducts')}
          </p>
          {/* Cards of the final size hold the grid's place while the products load. */}
          <ul className="product-grid product-grid--5" aria-hidden="true">
            {Array.from({ length: PAGE_SIZES.homeCollection }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart
              <li key={index} className="home-collection__placeholder">
                <span className="product-card__picture skeleton" />
                <span className="home-collection__line skeleton" />
                <span className="home-collection__line home-collection__line--short skeleton" />
              </li>
            ))}
          </ul>
        </>
      ) : products.isError || products.data.products.length === 0 ? (
        <p className="state">{t('noProductsAvailable')}</p>
      ) : (
        <ProductGrid products={products.data.products} columns={5} eagerCount={0} />
      )}
    </section>
  );
}
