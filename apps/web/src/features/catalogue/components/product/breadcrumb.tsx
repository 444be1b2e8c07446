import type { ProductDetail } from '@haat/contracts';
import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n';
import { productMessages } from './messages';

/** Home / category / product name. */
export function Breadcrumb({ product }: { product: ProductDetail }) {
  const t = useT(productMessages);
  return (
    <nav aria-label={t('breadcrumb')} className="product-breadcrumb">
      <ol>
        <li>
          <Link to="/">{t('home')}</Link>
        </li>
        <li>
          <Link to={`/category/${product.categorySlug}`}>{product.category}</Link>
        </li>
        <li>
          <span aria-current="page">{product.name}</span>
        </li>
      </ol>
    </nav>
  );
}
