import type { ProductSummary } from '@haat/contracts';
import { PAGE_SIZES } from '@haat/contracts/constants';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { productsQueryOptions, useProducts } from '../../api';
import { type ListingFilters, productQueryOf } from '../../filters';

/**
 * The catalogue's products, a page at a time: "Load more" adds the next page under the ones on
 * screen. Changing the filters starts again from the first page.
 */
export function useCataloguePages(filters: ListingFilters) {
  const pageSize = PAGE_SIZES.catalogue;
  const first = productQueryOf(filters, { page: 1, pageSize });
  const listingKey = JSON.stringify(first);
  const [loaded, setLoaded] = useState({ listingKey, pages: 1 });
  const pages = loaded.listingKey === listingKey ? loaded.pages : 1;

  const firstPage = useProducts(first);
  const laterPages = useQueries({
    queries: Array.from({ length: pages - 1 }, (_, index) =>
      productsQueryOptions({ ...first, page: index + 2 }),
    ),
  });

  const products: ProductSummary[] = [...(firstPage.data?.products ?? [])];
  for (const page of laterPages) if (page.data) products.push(...page.data.products);

  const total = firstPage.data?.total ?? 0;
  const totalExact = firstPage.data?.totalExact ?? true;
  const lastLoaded = laterPages.at(-1);
  const loadingMore = lastLoaded ? lastLoaded.isPending : false;
  const lastFull = lastLoaded ? lastLoaded.data?.products.length === pageSize : products.length >= pageSize;
  const hasMore = !firstPage.isPlaceholderData && lastFull && (products.length < total || !totalExact);

  return {
    products,
    total,
    totalExact,
    isPending: firstPage.isPending,
    isError: firstPage.isError,
    /** The last "Load more" failed; the products above it stay. */
    moreFailed: Boolean(lastLoaded?.isError),
    /** Older results stay on screen, dimmed, while the new filters' results load. */
    isUpdating: firstPage.isPlaceholderData,
    loadingMore,
    hasMore,
    loadMore: () => setLoaded({ listingKey, pages: pages + 1 }),
    retry: () => void firstPage.refetch(),
    retryMore: () => void lastLoaded?.refetch(),
  };
}
