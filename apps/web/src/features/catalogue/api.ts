import type { ProductList, ProductListQuery } from '@haat/contracts';
import { PAGE_SIZES, TIMINGS_MS } from '@haat/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf, listOf } from '../../api/client';

/** Query keys of the catalogue, so that pages share and prefetch one another's data. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  products: (query: ProductListQuery) => [...catalogueKeys.all, 'products', query] as const,
  product: (id: string) => [...catalogueKeys.all, 'product', id] as const,
  related: (id: string) => [...catalogueKeys.all, 'product', id, 'related'] as const,
  alsoLike: (id: string) => [...catalogueKeys.all, 'product', id, 'also-like'] as const,
  top: () => [...catalogueKeys.all, 'top'] as const,
  hero: () => [...catalogueKeys.all, 'hero'] as const,
};

/** Categories change seldom: one fetch serves the whole visit (the spec loads them once). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await api.catalogue.categories({ fetchOptions: { signal } }), 200)),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useCategories = () => useQuery(categoriesQueryOptions());

/** An answer without a list of products is an empty first page, as the spec counts it. */
const productPage = (body: ProductList | undefined): ProductList =>
  body && Array.isArray(body.products)
    ? body
    : {
        success: true,
        products: [],
        total: 0,
        totalExact: true,
        page: 1,
        pageSize: PAGE_SIZES.homeCollection,
      };

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.products(query),
    queryFn: async ({ signal }) =>
      productPage(bodyOf(await api.catalogue.products({ query, fetchOptions: { signal } }), 200)),
  });
/** A page of products; the previous page stays on screen while the next one loads. */
export const useProducts = (query: ProductListQuery, { enabled = true } = {}) =>
  useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData, enabled });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: async ({ signal }) =>
      bodyOf(await api.catalogue.product({ params: { id }, fetchOptions: { signal } }), 200).product,
    retry: false,
  });
export const useProduct = (id: string) => useQuery(productQueryOptions(id));

/** The shelves under a product load only once `enabled`: when the shopper scrolls towards them. */
export const useRelatedProducts = (id: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: catalogueKeys.related(id),
    queryFn: async ({ signal }) =>
      listOf(
        bodyOf(await api.catalogue.relatedProducts({ params: { id }, fetchOptions: { signal } }), 200)
          ?.products,
      ),
  });

export const useAlsoLike = (id: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: catalogueKeys.alsoLike(id),
    queryFn: async ({ signal }) =>
      listOf(
        bodyOf(await api.catalogue.alsoLike({ params: { id }, fetchOptions: { signal } }), 200)?.products,
      ),
    // A random pick: keep the first one for the visit instead of reshuffling under the shopper.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTopProducts = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: catalogueKeys.top(),
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await api.catalogue.topProducts({ fetchOptions: { signal } }), 200)?.products),
  });

/** The hero picture as a data URL; the request gives up after the spec's 10 seconds. */
export const useHeroImage = () =>
  useQuery({
    queryKey: catalogueKeys.hero(),
    queryFn: async ({ signal }) => {
      const timeout = AbortSignal.timeout(TIMINGS_MS.heroFetchTimeout);
      const body = bodyOf(
        await api.catalogue.heroImage({ fetchOptions: { signal: AbortSignal.any([signal, timeout]) } }),
        200,
      );
      return `data:${body.contentType};base64,${body.image}`;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
