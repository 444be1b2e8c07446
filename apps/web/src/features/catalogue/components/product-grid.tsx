import type { ProductSummary } from '@haat/contracts';
import { lazy, Suspense, useState } from 'react';
import { ProductCard } from './product-card';

// The quick view (a modal with the sizes) loads when a card's Add to Cart is first pressed.
const QuickView = lazy(() =>
  import('./product/quick-view').then((module) => ({ default: module.QuickView })),
);

type Props = {
  products: ProductSummary[];
  /** Columns at the widest: the home page uses 5, the catalogue 3, the category page 4. */
  columns?: 3 | 4 | 5;
  /** How many cards load their pictures at once. */
  eagerCount?: number;
  highlightedId?: string;
  label?: string;
};

/** A grid of product cards; each card's Add to Cart opens the quick view to choose a size. */
export function ProductGrid({ products, columns = 5, eagerCount = 4, highlightedId, label }: Props) {
  const [adding, setAdding] = useState<ProductSummary | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ul className={`product-grid product-grid--${columns}`} aria-label={label}>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            eager={index < eagerCount}
            highlighted={product.id === highlightedId}
            onAdd={(chosen) => {
              setWanted(true);
              setAdding(chosen);
            }}
          />
        ))}
      </ul>
      {wanted ? (
        <Suspense fallback={null}>
          <QuickView product={adding} onClose={() => setAdding(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
