import type { Category } from '@haat/contracts';
import { LIMITS, PAGE_SIZES } from '@haat/contracts/constants';
import {
  cards,
  categoriesFromApi,
  countText,
  openFilters,
  param,
  productCount,
  productsFromApi,
  shownPrices,
  slugFor,
} from './support/catalogue';
import { expect, test } from './support/test';

// At 375 px the filters are a drawer: the journeys that pick filters in it, and the Shop menu's
// accordion, run at both widths. What the shop answers (sorting, Load more, search, highlights,
// the sidebar's groups and its failures) does not change with the width and runs at 1280 px.
test('the sidebar lists the category groups: six at first, the rest after VIEW MORE, each opening with + and closing with −', {
  tag: '@one-width',
}, async ({ page, request, isMobile }) => {
  const categories = await categoriesFromApi(request);
  expect(categories.length).toBeGreaterThan(LIMITS.sidebarCategoriesBeforeViewMore);
  await page.goto('/products');
  const filters = await openFilters(page, isMobile);

  for (const category of categories.slice(0, LIMITS.sidebarCategoriesBeforeViewMore))
    await expect(filters.getByRole('checkbox', { name: category.title, exact: true })).toBeVisible();
  const hidden = categories[LIMITS.sidebarCategoriesBeforeViewMore] as Category;
  await expect(filters.getByRole('checkbox', { name: hidden.title, exact: true })).toHaveCount(0);
  await filters.getByRole('button', { name: 'VIEW MORE' }).click();
  await expect(filters.getByRole('checkbox', { name: hidden.title, exact: true })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'VIEW LESS' })).toBeVisible();

  const first = categories[0] as Category;
  const firstItem = first.items[0] as string;
  const open = filters.getByRole('button', { name: `Show ${first.title} items` });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByRole('checkbox', { name: firstItem, exact: true })).toBeHidden();
  await open.click();
  const close = filters.getByRole('button', { name: `Hide ${first.title} items` });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  for (const item of first.items)
    await expect(filters.getByRole('checkbox', { name: item, exact: true })).toBeVisible();
  await close.click();
  await expect(filters.getByRole('checkbox', { name: firstItem, exact: true })).toBeHidden();
});

test('a shopper picks a category and an item of another; the banner counts both and Clear All brings every product back', async ({
  page,
  request,
  isMobile,
}) => {
  const [first, second] = (await categoriesFromApi(request)) as [Category, Category];
  let item = '';
  for (const name of second.items) {
    if ((await productsFromApi(request, { pageSize: 1, category: slugFor(name) })).total > 0) {
      item = name;
      break;
    }
  }
  const all = await productsFromApi(request, { pageSize: 1 });
  const inFirst = await productsFromApi(request, { pageSize: 1, category: first.slug });
  const inBoth = await productsFromApi(request, { pageSize: 1, category: `${first.slug},${slugFor(item)}` });
  expect(inBoth.total).toBeGreaterThan(inFirst.total);

  await page.goto('/products');
  await expect(productCount(page)).toHaveText(countText(all.total));
  const filters = await openFilters(page, isMobile);
  await filters.getByRole('checkbox', { name: first.title, exact: true }).check();
  await expect.poll(() => param(page, 'category')).toBe(first.slug);
  await expect(productCount(page)).toHaveText(countText(inFirst.total));

  await filters.getByRole('button', { name: `Show ${second.title} items` }).click();
  await filters.getByRole('checkbox', { name: item, exact: true }).check();
  await expect(productCount(page)).toHaveText(countText(inBoth.total));
  if (isMobile) await page.getByRole('button', { name: `Show ${countText(inBoth.total)}` }).click();

  const banner = page.getByRole('region', { name: 'Active filters' });
  await expect(banner).toContainText('2 categories selected');
  await expect(banner.getByRole('button', { name: `Remove ${item}` })).toBeVisible();
  await banner.getByRole('button', { name: 'Clear All' }).click();
  await expect(banner).toBeHidden();
  await expect(productCount(page)).toHaveText(countText(all.total));
  await expect(page).toHaveURL(/\/products$/);

  // Back walks through the choices again.
  await page.goBack();
  await expect(productCount(page)).toHaveText(countText(inBoth.total));
  // Also when pressed at once, before the listing has caught up with Clear All. The page itself
  // goes back: Playwright's goBack picks the entry before the one the browser process last
  // committed, and on a busy machine that can still be the entry before Clear All's, so it went
  // back two steps, which no shopper's back button does.
  await banner.getByRole('button', { name: 'Clear All' }).click();
  await page.evaluate(() => history.back());
  await expect(productCount(page)).toHaveText(countText(inBoth.total));
  await expect(banner).toContainText('2 categories selected');
});

test('brand, colour and price filters narrow the products to what the shop says matches', async ({
  page,
  request,
  isMobile,
}) => {
  const brand = 'Shapla';
  const colour = 'Maroon';
  const byBrand = await productsFromApi(request, { pageSize: 1, brand });
  const byBrandAndColour = await productsFromApi(request, { pageSize: 1, brand, colour });
  expect(byBrand.total).toBeGreaterThan(0);

  await page.goto('/products');
  const filters = await openFilters(page, isMobile);
  await filters.getByRole('checkbox', { name: brand }).check();
  await expect(productCount(page)).toHaveText(countText(byBrand.total));
  await filters.getByRole('checkbox', { name: colour }).check();
  await expect(page).toHaveURL(/brand=Shapla&colour=Maroon/);
  await expect(productCount(page)).toHaveText(countText(byBrandAndColour.total));

  // The drawer has its own Clear All; the sidebar leaves it to the banner above the products.
  const clearAll = isMobile ? filters : page.getByRole('region', { name: 'Active filters' });
  await clearAll.getByRole('button', { name: 'Clear All' }).click();
  await expect(filters.getByRole('checkbox', { name: brand })).not.toBeChecked();
  const inRange = await productsFromApi(request, { pageSize: 100, minPrice: 1000, maxPrice: 2000 });
  await filters.getByRole('textbox', { name: 'Lowest price in taka' }).fill('1000');
  await filters.getByRole('textbox', { name: 'Highest price in taka' }).fill('2000');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minPrice=1000&maxPrice=2000/);
  await expect(productCount(page)).toHaveText(countText(inRange.total));
  if (isMobile) await page.getByRole('button', { name: 'Close filters' }).click();
  await expect(cards(page)).toHaveCount(Math.min(inRange.total, PAGE_SIZES.catalogue));
  for (const price of await shownPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(1000);
    expect(price).toBeLessThanOrEqual(2000);
  }
  await expect(page.getByRole('region', { name: 'Active filters' })).toContainText('৳1,000 – ৳2,000');
});

test('ticking a country the products ship from narrows the listing to what the shop says ships from there', async ({
  page,
  request,
  isMobile,
}) => {
  const all = await productsFromApi(request, { pageSize: 1 });
  const fromIndia = await productsFromApi(request, { pageSize: 1, shipsFrom: 'IN' });
  const fromIndiaOrChina = await productsFromApi(request, { pageSize: 1, shipsFrom: 'IN,CN' });
  expect(fromIndia.total).toBeGreaterThan(0);
  expect(fromIndia.total).toBeLessThan(all.total);

  await page.goto('/products');
  await expect(productCount(page)).toHaveText(countText(all.total));
  const filters = await openFilters(page, isMobile);
  const shipsFrom = filters.getByRole('group', { name: 'Ships from' });
  await shipsFrom.getByRole('checkbox', { name: 'India' }).check();
  await expect(page).toHaveURL(/shipsFrom=IN/);
  await expect(productCount(page)).toHaveText(countText(fromIndia.total));
  await shipsFrom.getByRole('checkbox', { name: 'China' }).check();
  await expect(productCount(page)).toHaveText(countText(fromIndiaOrChina.total));
  if (isMobile) await page.getByRole('button', { name: 'Close filters' }).click();
  // Each ticked country is a chip that takes it off again.
  await page
    .getByRole('region', { name: 'Active filters' })
    .getByRole('button', { name: 'Remove China' })
    .click();
  await expect(productCount(page)).toHaveText(countText(fromIndia.total));
  await expect(page).not.toHaveURL(/CN/);
});

test('services keep the products in stock, or on sale with their earlier price struck through', {
  tag: '@one-width',
}, async ({ page, request, isMobile }) => {
  const onSale = await productsFromApi(request, { pageSize: 1, onSale: 'true' });
  await page.goto('/products');
  const filters = await openFilters(page, isMobile);
  await filters.getByRole('checkbox', { name: 'On sale' }).check();
  await expect(productCount(page)).toHaveText(countText(onSale.total));
  if (isMobile) await page.getByRole('button', { name: 'Close filters' }).click();
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  for (let index = 0; index < shown; index += 1) await expect(cards(page).nth(index)).toContainText('Was ৳');
});

test('sorting by price, low to high, orders the prices and keeps the choice in the address', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const cheapest = await productsFromApi(request, { pageSize: 3, sort: 'price-asc' });
  await page.goto('/products');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('popularity');
  await expect(sort.getByRole('option')).toHaveText([
    'Recommended',
    'Most Popular',
    'Top Rated',
    'Newest First',
    'Oldest First',
    'Price: Low to High',
    'Price: High to Low',
    'Name: A to Z',
    'Name: Z to A',
  ]);
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cards(page).first()).toContainText(cheapest.products[0]?.name ?? '');
  const prices = await shownPrices(page);
  expect(prices).toHaveLength(PAGE_SIZES.catalogue);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
});

test('Load more adds the next products under the ones already shown', { tag: '@one-width' }, async ({
  page,
  request,
}) => {
  const [first, second] = await Promise.all([
    productsFromApi(request, { pageSize: PAGE_SIZES.catalogue, sort: 'popularity' }),
    productsFromApi(request, { pageSize: PAGE_SIZES.catalogue, sort: 'popularity', page: 2 }),
  ]);
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(PAGE_SIZES.catalogue);
  await expect(page.getByText(`Showing ${PAGE_SIZES.catalogue} of ${countText(first.total)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(PAGE_SIZES.catalogue * 2);
  await expect(cards(page).first()).toContainText(first.products[0]?.name ?? '');
  await expect(cards(page).nth(PAGE_SIZES.catalogue)).toContainText(second.products[0]?.name ?? '');
});

test('a search that matches nothing says No products found, and the banner shows the search text', {
  tag: '@one-width',
}, async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('searchbox', { name: 'Find in the catalogue' });
  await search.fill('zzqx no such thing');
  await search.press('Enter');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page).toHaveURL(/search=zzqx/);
  const banner = page.getByRole('region', { name: 'Active filters' });
  await expect(banner).toContainText('Search: “zzqx no such thing”');
  await banner.getByRole('button', { name: 'Clear All' }).click();
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveCount(PAGE_SIZES.catalogue);
});

test('a product picked from the search suggestions comes first and is marked', { tag: '@one-width' }, async ({
  page,
  request,
}) => {
  const later = await productsFromApi(request, { pageSize: 10, page: 5, sort: 'popularity' });
  const picked = later.products[0];
  if (!picked) throw new Error('the demo shop has fewer products than expected');
  await page.goto(`/products?highlight=${picked.id}`);
  const first = cards(page).first();
  await expect(first).toContainText(picked.name);
  await expect(first.getByRole('link')).toHaveAttribute('href', `/product/${picked.id}`);
  await expect(first).toHaveClass(/product-card--highlighted/);
  await expect(cards(page).nth(1)).not.toHaveClass(/product-card--highlighted/);
});

test('the Shop menu lists the categories and picking one filters the catalogue', async ({
  page,
  request,
  isMobile,
}) => {
  const [category] = (await categoriesFromApi(request)) as [Category];
  const inCategory = await productsFromApi(request, { pageSize: 1, category: category.slug });
  await page.goto('/products');
  const button = page.getByRole('button', { name: 'Shop', exact: true });
  const menu = page.getByRole('navigation', { name: 'Shop by category' });
  if (isMobile) {
    // A phone has no hover: a tap opens the accordion.
    await button.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: `Show ${category.title} items` }).click();
    await expect(menu.getByRole('link', { name: category.items[0], exact: true })).toBeVisible();
  } else {
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(900, 760);
    await expect(menu).toBeHidden();
    await button.hover();
    await expect(menu).toBeVisible();
  }
  // The button's words as they change: the lock after a pick lasts only 300 ms.
  await button.evaluate((element) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { buttonWords: seen });
  });
  await menu.getByRole('link', { name: category.title, exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { buttonWords: string[] }).buttonWords))
    .toEqual(['Loading...', 'Shop']);
  await expect(button).toBeVisible();
  await expect(menu).toBeHidden();
  await expect.poll(() => param(page, 'category')).toBe(category.slug);
  await expect(productCount(page)).toHaveText(countText(inCategory.total));
});

test('on a phone the filters slide in as a drawer that closes and shows how many products they find', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawer is the phone layout');
  const byBrand = await productsFromApi(request, { pageSize: 1, brand: 'Meghna' });
  await page.goto('/products');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  const drawer = await openFilters(page, true);
  await drawer.getByRole('checkbox', { name: 'Meghna' }).check();
  await expect(page.getByRole('button', { name: /^Filters \(1\)/ })).toBeAttached();
  await drawer.getByRole('button', { name: `Show ${countText(byBrand.total)}` }).click();
  await expect(drawer).toBeHidden();
  await expect(productCount(page)).toHaveText(countText(byBrand.total));

  await openFilters(page, true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
