import { BRANDS } from '@haat/contracts/constants';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { EMPTY_FILTERS, searchFromFilters } from '../../filters';
import { listingMessages } from './messages';

/** The trusted-brands strip: each brand's name as its mark, leading to its products. */
export function TrustedBrands() {
  const t = useT(listingMessages);
  return (
    <section className="trusted-brands" aria-labelledby="trusted-brands-title">
      <div className="trusted-brands__intro">
        <h2 id="trusted-brands-title" className="trusted-brands__title">
          {t('trustedBrands')}
        </h2>
        <p className="trusted-brands__lead">{t('trustedBrandsLead')}</p>
      </div>
      <ul className="trusted-brands__list">
        {BRANDS.map((brand) => (
          <li key={brand} className="trusted-brands__item">
            <Link
              className="trusted-brands__brand"
              to={{
                pathname: PATHS.products,
                search: searchFromFilters({ ...EMPTY_FILTERS, brands: [brand] }),
              }}
            >
              {brand}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
