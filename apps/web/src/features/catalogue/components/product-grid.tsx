import type { ProductSummary } from '@haat/contracts';
import { ProductCard } from './product-card';

type Props = {
  products: ProductSummary[];
  /** Columns at the widest: the home page uses 5, the catalogue 3, the category page 4. */
  columns?: 3 | 4 | 5;
  /** How many cards load their pictures at once. */
  eagerCount?: number;
  highlightedId?: string;
  label?: string;
};

export function ProductGrid({ products, columns = 5, eagerCount = 4, highlightedId, label }: Props) {
  return (
    <ul className={`product-grid product-grid--${columns}`} aria-label={label}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          eager={index < eagerCount}
          highlighted={product.id === highlightedId}
        />
      ))}
    </ul>
  );
}
