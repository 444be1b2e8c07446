import type { ProductListQuery } from '@haat/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../api/client';

export const catalogueKeys = {
  products: (query: Partial<ProductListQuery>) => ['catalogue', 'products', query] as const,
};

export const productsQueryOptions = (query: Partial<ProductListQuery>) =>
  queryOptions({
    queryKey: catalogueKeys.products(query),
    queryFn: async ({ signal }) =>
      bodyOf(await api.catalogue.products({ query, fetchOptions: { signal } }), 200),
  });

export const useProducts = (query: Partial<ProductListQuery>) => useQuery(productsQueryOptions(query));
