import type { Category } from '@haat/contracts';
import { categoriesFromApi, categoryHeading, slugFor } from './support/catalogue';
import { expect, test } from './support/test';

const notFound = "We couldn't find that category.";

test('an address naming no category says so, with ways to all categories and the catalogue', async ({
  page,
}) => {
  await page.goto('/category/no-such-thing');
  await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
  await expect(page).toHaveTitle('Category not found | Haat');
  await expect(page.getByRole('main')).toContainText('Haat has no category called “No Such Thing”.');
  await expect(page.getByRole('heading', { name: /Discover the Best of/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'See all categories' }).click();
  await expect(page).toHaveURL('/category');
  await page.goBack();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL('/products');
});

test('categories, their items and the featured collections are real pages', async ({ page, request }) => {
  const [category] = (await categoriesFromApi(request)) as [Category];
  const item = category.items[0] as string;
  for (const [path, name] of [
    [`/category/${category.slug}`, category.title],
    [`/category/${slugFor(item)}`, item],
    ['/category/top-ranking', 'Top ranking'],
    ['/category/new-arrivals', 'New arrivals'],
    ['/category/top-deals', 'Top deals'],
  ] as const) {
    await page.goto(path);
    await expect(categoryHeading(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { name: notFound })).toHaveCount(0);
  }
});

test('the page waits for the categories before it says a category does not exist', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/categories', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/category/no-such-thing');
  await expect(page.getByRole('main')).toBeVisible();
  // Without the list the page cannot tell: it must not call the address unknown yet.
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: notFound })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
});
