import type { ProductSummary } from '@haat/contracts';
import { Link } from 'react-router';
import { formatTaka } from '../../../lib/format';

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <li className="product-card">
      <Link to={`/product/${product.id}`}>
        <img
          src={product.thumbnail}
          srcSet={`${product.thumbnail} 360w, ${product.image} 720w`}
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
          width={360}
          height={450}
          alt={product.name}
          loading="lazy"
          decoding="async"
        />
        <span className="product-card__name">{product.name}</span>
        <span className="product-card__price">
          {formatTaka(product.price)}
          {product.oldPrice !== null && (
            <s className="product-card__old-price">{formatTaka(product.oldPrice)}</s>
          )}
        </span>
      </Link>
    </li>
  );
}
