import type { Category } from '@haat/contracts';
import { PAGE_SIZES } from '@haat/contracts/constants';
import {
  cards,
  categoriesFromApi,
  categoryHeading,
  countText,
  escapeRegExp,
  openFilters,
  productCount,
  productsFromApi,
  shownPrices,
  slugFor,
} from './support/catalogue';
import { expect, test } from './support/test';

// The category menu (hover at 1280 px, an accordion at 375 px) runs at both widths. The rest does
// not change with the width and runs at 1280 px: the grid at 375 px is layout.spec.ts's, the walk
// through the menu, sorting and page 2 on a phone journey.spec.ts's, and the filter drawer
// catalogue.spec.ts's.
test('a category page greets with its name, shows its products, the promotion and the trusted brands', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const [category] = (await categoriesFromApi(request)) as [Category];
  const products = await productsFromApi(request, {
    category: category.slug,
    sort: 'popularity',
    pageSize: PAGE_SIZES.categoryPage,
  });
  expect(products.total).toBeGreaterThan(0);

  await page.goto(`/category/${category.slug}`);
  await expect(categoryHeading(page, category.title)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(category.title));
  await expect(productCount(page)).toHaveText(countText(products.total));
  await expect(cards(page)).toHaveCount(Math.min(products.total, PAGE_SIZES.categoryPage));
  await expect(cards(page).first()).toContainText(products.products[0]?.name ?? '');

  const promo = page.getByRole('complementary', { name: 'Mega Discount Week' });
  await expect(promo).toContainText('up to 60% off');
  const brands = page.getByRole('region', { name: 'Trusted brands' });
  await expect(brands.getByRole('link')).toHaveCount(8);
  await expect(brands.getByRole('link', { name: 'Padma Weaves' })).toBeVisible();

  await promo.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the category page sorts with its four choices, and the order really changes', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const cheapest = await productsFromApi(request, {
    category: 'top-ranking',
    sort: 'priceLowHigh',
    pageSize: 1,
  });
  await page.goto('/category/top-ranking');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option')).toHaveText([
    'Most Popular',
    'Newest First',
    'Price: Low to High',
    'Price: High to Low',
  ]);
  await expect(sort).toHaveValue('popularity');
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=priceLowHigh/);
  await expect(cards(page).first()).toContainText(cheapest.products[0]?.name ?? '');
  const low = await shownPrices(page);
  expect(low).toEqual([...low].sort((a, b) => a - b));

  await sort.selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/sort=priceHighLow/);
  await expect.poll(async () => (await shownPrices(page))[0]).toBeGreaterThan(low[0] ?? 0);
  const high = await shownPrices(page);
  expect(high).toEqual([...high].sort((a, b) => b - a));
});

test('the numbered pagination opens page 2 with other products, in the address, at the top of the grid', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const [first, second] = await Promise.all([
    productsFromApi(request, {
      category: 'top-ranking',
      sort: 'popularity',
      pageSize: PAGE_SIZES.categoryPage,
    }),
    productsFromApi(request, {
      category: 'top-ranking',
      sort: 'popularity',
      pageSize: PAGE_SIZES.categoryPage,
      page: 2,
    }),
  ]);
  expect(first.total).toBeGreaterThan(PAGE_SIZES.categoryPage);
  await page.goto('/category/top-ranking');
  await expect(cards(page)).toHaveCount(PAGE_SIZES.categoryPage);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Page 2' }).click();

  await expect(page).toHaveURL(/\/category\/top-ranking\?page=2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toContainText(second.products[0]?.name ?? '');
  await expect(cards(page).first()).not.toContainText(first.products[0]?.name ?? '');
  // The grid's top is on screen, not the pagination under it.
  await expect(page.getByRole('heading', { name: 'Shop Top ranking' })).toBeInViewport();

  await pagination.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/category\/top-ranking$/);
  await expect(cards(page).first()).toContainText(first.products[0]?.name ?? '');
});

for (const [slug, title, sort] of [
  ['top-ranking', 'Top ranking', 'popularity'],
  ['new-arrivals', 'New arrivals', 'latest'],
  ['top-deals', 'Top deals', 'popularity'],
] as const) {
  test(`the featured link ${title} opens its own collection`, { tag: '@one-width' }, async ({
    page,
    request,
  }) => {
    const products = await productsFromApi(request, {
      category: slug,
      sort,
      pageSize: PAGE_SIZES.categoryPage,
    });
    await page.goto('/category');
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${slug}$`));
    await expect(categoryHeading(page, title)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(sort);
    await expect(productCount(page)).toHaveText(countText(products.total));
    await expect(cards(page).first()).toContainText(products.products[0]?.name ?? '');
    if (slug === 'top-deals') {
      // Every deal is sold below its earlier price.
      const shown = await cards(page).count();
      for (let index = 0; index < shown; index += 1)
        await expect(cards(page).nth(index)).toContainText('Was ৳');
    }
  });
}

test('an item has a page of its own, under its category in the breadcrumb', { tag: '@one-width' }, async ({
  page,
  request,
}) => {
  const categories = await categoriesFromApi(request);
  const category = categories.find((each) => each.items.includes('Panjabi')) as Category;
  const products = await productsFromApi(request, { category: 'panjabi', pageSize: PAGE_SIZES.categoryPage });
  await page.goto('/category/panjabi');
  await expect(categoryHeading(page, 'Panjabi')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: category.title })).toHaveAttribute(
    'href',
    `/category/${category.slug}`,
  );
  await expect(productCount(page)).toHaveText(countText(products.total));
  await expect(cards(page)).toHaveCount(products.products.length);
});

test('filters on a category page narrow its products and live in the address', { tag: '@one-width' }, async ({
  page,
  request,
  isMobile,
}) => {
  const [category] = (await categoriesFromApi(request)) as [Category];
  const inStock = await productsFromApi(request, { category: category.slug, inStock: 'true', pageSize: 1 });
  const cheap = await productsFromApi(request, {
    category: category.slug,
    inStock: 'true',
    maxPrice: 1000,
    pageSize: 1,
  });
  await page.goto(`/category/${category.slug}`);
  const filters = await openFilters(page, isMobile);
  await expect(filters.getByRole('group', { name: 'Brands' }).getByRole('checkbox')).toHaveCount(8);
  await expect(filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox')).toHaveCount(12);
  await filters.getByRole('checkbox', { name: 'In stock' }).check();
  await expect(productCount(page)).toHaveText(countText(inStock.total));
  await filters.getByRole('button', { name: 'Under ৳1,000' }).click();
  await expect(page).toHaveURL(/maxPrice=1000&inStock=true/);
  await expect(productCount(page)).toHaveText(countText(cheap.total));

  await page.reload();
  await expect(productCount(page)).toHaveText(countText(cheap.total));
  await expect(page.getByRole('region', { name: 'Active filters' })).toContainText('Under ৳1,000');
});

test('the category menu opens on hover on a wide screen and as an accordion on a phone', async ({
  page,
  request,
  isMobile,
}) => {
  const [first, second] = (await categoriesFromApi(request)) as [Category, Category];
  const item = second.items[1] as string;
  await page.goto(`/category/${first.slug}`);
  const button = page.getByRole('button', { name: 'Shop', exact: true });
  const menu = page.getByRole('navigation', { name: 'Shop by category' });
  if (isMobile) {
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeHidden();
    await menu.getByRole('button', { name: `Show ${second.title} items` }).click();
  } else {
    await button.hover();
    await expect(menu).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await menu.getByRole('link', { name: item, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${escapeRegExp(slugFor(item))}$`));
  await expect(categoryHeading(page, item)).toBeVisible();
});

test('the category listing shows every category with its items, each leading to its page', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const categories = await categoriesFromApi(request);
  await page.goto('/category');
  await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
  const main = page.getByRole('main');
  for (const category of categories) {
    await expect(main.getByRole('heading', { level: 2, name: category.title, exact: true })).toBeVisible();
    const items = main.getByRole('list', { name: `${category.title}: items`, exact: true }).getByRole('link');
    await expect(items).toHaveText(category.items);
  }
  const last = categories.at(-1) as Category;
  await main.getByRole('link', { name: last.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${last.slug}$`));
  await expect(categoryHeading(page, last.title)).toBeVisible();
});
