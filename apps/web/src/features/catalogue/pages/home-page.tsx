import { PAGE_SIZES } from '@haat/contracts/constants';
import { useProducts } from '../api';
import { ProductCard } from '../components/product-card';

export function HomePage() {
  const products = useProducts({ page: 1, pageSize: PAGE_SIZES.homeCollection });
  return (
    <main className="page">
      <section aria-labelledby="all-collection">
        <h2 id="all-collection">All Collection</h2>
        {products.isPending ? (
          <p>Loading...</p>
        ) : products.isError || products.data.products.length === 0 ? (
          <p>No products available right now.</p>
        ) : (
          <ul className="product-grid">
            {products.data.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
