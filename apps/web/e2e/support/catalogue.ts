import type { Category, ProductDetail, ProductList, ProductSummary } from '@haat/contracts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** What the shop itself answers, to compare the page with. */
export async function productsFromApi(request: APIRequestContext, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/v1/products?${search}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductList;
}

export async function categoriesFromApi(request: APIRequestContext) {
  const response = await request.get('/api/v1/categories');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Category[];
}

/** A product as its page reads it. */
export async function detailOf(request: APIRequestContext, id: string): Promise<ProductDetail> {
  const response = await request.get(`/api/v1/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ProductDetail }).product;
}

/** Every product of the demo shop (its first hundred), in the catalogue's default order. */
export const allProducts = async (request: APIRequestContext): Promise<ProductSummary[]> =>
  (await productsFromApi(request, { pageSize: 100 })).products;

/** Where to look for products: a narrower listing, or from its end. */
export type Search = { query?: Record<string, string | number>; fromTheEnd?: boolean };

/** The first `count` products of a listing (the whole catalogue by default) whose details pass `fits`. */
export async function findProducts(
  request: APIRequestContext,
  count: number,
  fits: (product: ProductDetail) => boolean,
  { query = {}, fromTheEnd = false }: Search = {},
): Promise<ProductDetail[]> {
  const { products } = await productsFromApi(request, { pageSize: 100, ...query });
  const found: ProductDetail[] = [];
  for (const { id } of fromTheEnd ? products.reverse() : products) {
    const product = await detailOf(request, id);
    if (fits(product)) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(`The demo shop has fewer than ${count} products like that`);
}

/** The first product of the demo shop whose details pass `fits`. */
export async function findProduct(
  request: APIRequestContext,
  fits: (product: ProductDetail) => boolean,
  search?: Search,
) {
  const [product] = await findProducts(request, 1, fits, search);
  if (!product) throw new Error('unreachable');
  return product;
}

/**
 * Demo products with `stock` pieces left in some size (and at least `pictures` pictures), each
 * with that size.
 */
export async function productsInStock(
  request: APIRequestContext,
  count: number,
  { stock = 3, pictures = 1, ...search }: { stock?: number; pictures?: number } & Search = {},
): Promise<{ product: ProductDetail; size: string }[]> {
  const sizeOf = (product: ProductDetail) => product.sizes.find((entry) => entry.stock >= stock)?.size;
  const products = await findProducts(
    request,
    count,
    (product) => sizeOf(product) !== undefined && product.images.length >= pictures,
    search,
  );
  return products.map((product) => ({ product, size: sizeOf(product) ?? '' }));
}

/** A demo product with a few pieces left in some size, and that size. */
export async function productInStock(
  request: APIRequestContext,
  options: { pictures?: number } & Search = {},
) {
  const [found] = await productsInStock(request, 1, options);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The demo shop's catalogue, as the journeys read it to compare the pages with. */
export const catalogueOf = (request: APIRequestContext) => ({
  products: (query: Record<string, string | number>) => productsFromApi(request, query),
  categories: () => categoriesFromApi(request),
  all: () => allProducts(request),
  detailOf: (id: string) => detailOf(request, id),
  findProduct: (fits: (product: ProductDetail) => boolean, search?: Search) =>
    findProduct(request, fits, search),
  findProducts: (count: number, fits: (product: ProductDetail) => boolean, search?: Search) =>
    findProducts(request, count, fits, search),
  productsInStock: (count: number, options?: { stock?: number; pictures?: number } & Search) =>
    productsInStock(request, count, options),
  productInStock: (options?: { pictures?: number } & Search) => productInStock(request, options),
});
export type Catalogue = ReturnType<typeof catalogueOf>;

/** A category page's address for a name, by the spec's rule (written out here, not imported). */
export const slugFor = (name: string) => encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'));
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A query parameter of the page's address, decoded. */
export const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
export const countText = (total: number) => (total === 1 ? '1 product' : `${total} products`);

/** The product cards of the listing. */
export const cards = (page: Page) =>
  page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
/** The "160 products" line above the grid. */
export const productCount = (page: Page) => page.getByRole('main').getByText(/^\d+\+? products?$/);
/** A category page's banner heading. */
export const categoryHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Discover the Best of ${name}` });

/** The filters: the sidebar on a wide screen, the drawer (opened here) on a phone. */
export async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The current price of each card shown, in taka. */
export async function shownPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => Number(/৳([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '')));
}
