import type { AdminProductListQuery, CategoryName, ProductInput, SetStock } from '@haat/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, bodyOf, listOf } from '../../api/client';
import { adminApi, adminKeys } from './api';

/** The operator's catalogue: products, their pictures, the categories and the home page's picture. */
export const catalogueKeys = {
  products: (query: AdminProductListQuery) => ['admin', 'products', query] as const,
  product: (productId: string) => ['admin', 'product', productId] as const,
  categories: ['admin', 'categories'] as const,
  hero: ['admin', 'hero-image'] as const,
};

/** A page of products; the previous page stays on screen while the next one loads. */
export const useAdminProducts = (query: AdminProductListQuery) =>
  useQuery({
    queryKey: catalogueKeys.products(query),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.catalogue.products({ query, fetchOptions: { signal } }), 200),
    placeholderData: keepPreviousData,
  });

export const useAdminProduct = (productId: string) =>
  useQuery({
    queryKey: catalogueKeys.product(productId),
    queryFn: async ({ signal }) =>
      bodyOf(await adminApi.catalogue.product({ params: { id: productId }, fetchOptions: { signal } }), 200)
        .product,
  });

export const useAdminCategories = () =>
  useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: async ({ signal }) =>
      listOf(bodyOf(await adminApi.catalogue.categories({ fetchOptions: { signal } }), 200)?.categories),
  });

/** A picture as a browser's form sends it. */
const formWith = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return form;
};

/** One change of a product, as the editor and the list make them. */
export type ProductChange =
  | { kind: 'create'; product: ProductInput }
  | { kind: 'update'; productId: string; product: ProductInput }
  | { kind: 'archive' | 'restore'; productId: string }
  | { kind: 'stock'; productId: string; stock: SetStock }
  | { kind: 'addImage'; productId: string; file: File }
  | { kind: 'reorderImages'; productId: string; imageIds: string[] }
  | { kind: 'deleteImage'; productId: string; imageId: string };

async function sendProductChange(change: ProductChange) {
  const calls = adminApi.catalogue;
  switch (change.kind) {
    case 'create':
      return bodyOf(await calls.createProduct({ body: change.product }), 201);
    case 'update':
      return bodyOf(
        await calls.updateProduct({ params: { id: change.productId }, body: change.product }),
        200,
      );
    case 'archive':
      return bodyOf(await calls.archiveProduct({ params: { id: change.productId } }), 200);
    case 'restore':
      return bodyOf(await calls.restoreProduct({ params: { id: change.productId } }), 200);
    case 'stock':
      return bodyOf(await calls.setStock({ params: { id: change.productId }, body: change.stock }), 200);
    case 'addImage':
      return bodyOf(
        await calls.addImage({ params: { id: change.productId }, body: formWith(change.file) }),
        201,
      );
    case 'reorderImages':
      return bodyOf(
        await calls.reorderImages({ params: { id: change.productId }, body: { imageIds: change.imageIds } }),
        200,
      );
    case 'deleteImage':
      return bodyOf(
        await calls.deleteImage({ params: { id: change.productId, imageId: change.imageId } }),
        200,
      );
  }
}

/** Changes a product; what the server then holds replaces the cached product, and the lists are read again. */
export function useChangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProductChange,
    onSuccess: ({ product }) => {
      queryClient.setQueryData(catalogueKeys.product(product._id), product);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}

/** One change of the menu's categories and items. */
export type ShelfChange =
  | ({ kind: 'createCategory' } & CategoryName)
  | ({ kind: 'renameCategory'; categoryId: string } & CategoryName)
  | { kind: 'reorderCategories'; ids: string[] }
  | { kind: 'deleteCategory'; categoryId: string }
  | ({ kind: 'createItem'; categoryId: string } & CategoryName)
  | ({ kind: 'renameItem'; categoryId: string; itemId: string } & CategoryName)
  | { kind: 'reorderItems'; categoryId: string; ids: string[] }
  | { kind: 'deleteItem'; categoryId: string; itemId: string };

/** The names a change sends: the Bengali one empty when there is none, which the server keeps as none. */
const namesOf = ({ name, nameBn }: CategoryName): CategoryName => ({ name, nameBn: nameBn ?? '' });

async function sendShelfChange(change: ShelfChange) {
  const calls = adminApi.catalogue;
  switch (change.kind) {
    case 'createCategory':
      return bodyOf(await calls.createCategory({ body: namesOf(change) }), 201);
    case 'renameCategory':
      return bodyOf(
        await calls.renameCategory({ params: { id: change.categoryId }, body: namesOf(change) }),
        200,
      );
    case 'reorderCategories':
      return bodyOf(await calls.reorderCategories({ body: { ids: change.ids } }), 200);
    case 'deleteCategory':
      return bodyOf(await calls.deleteCategory({ params: { id: change.categoryId } }), 200);
    case 'createItem':
      return bodyOf(
        await calls.createItem({ params: { id: change.categoryId }, body: namesOf(change) }),
        201,
      );
    case 'renameItem':
      return bodyOf(
        await calls.renameItem({
          params: { id: change.categoryId, itemId: change.itemId },
          body: namesOf(change),
        }),
        200,
      );
    case 'reorderItems':
      return bodyOf(
        await calls.reorderItems({ params: { id: change.categoryId }, body: { ids: change.ids } }),
        200,
      );
    case 'deleteItem':
      return bodyOf(
        await calls.deleteItem({ params: { id: change.categoryId, itemId: change.itemId } }),
        200,
      );
  }
}

/** Changes the categories; the server's answer is the whole menu, which replaces the cached one. */
export function useChangeShelves() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendShelfChange,
    onSuccess: ({ categories }) => {
      queryClient.setQueryData(catalogueKeys.categories, categories);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** The home page's picture as the shop serves it, as a data URL; null when none is set. */
export const useHeroImage = () =>
  useQuery({
    queryKey: catalogueKeys.hero,
    queryFn: async ({ signal }) => {
      const response = await api.catalogue.heroImage({ fetchOptions: { signal } });
      if (response.status === 404) return null;
      if (response.status !== 200) throw ApiError.of(response);
      return `data:${response.body.contentType};base64,${response.body.image}`;
    },
  });

export function useSetHeroImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      bodyOf(await adminApi.catalogue.setHeroImage({ body: formWith(file) }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.hero }),
  });
}
