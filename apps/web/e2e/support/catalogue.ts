import type { Category, ProductList } from '@haat/contracts';
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
