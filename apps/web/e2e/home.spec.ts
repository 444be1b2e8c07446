import { PAGE_SIZES } from '@haat/contracts/constants';
import { expect, type Page, test } from './support/test';

/** The footer loads as the bottom of the page comes near; this goes there. */
/** Scrolls to the end of the page, again while the page is still growing, until the footer is there. */
async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return footer;
}

test('the home page shows the first 25 products of the shop, with names, taka prices and pictures', async ({
  page,
}) => {
  await page.goto('/');

  const collection = page.getByRole('region', { name: 'All Collection' });
  const cards = collection.getByRole('listitem');
  await expect(cards).toHaveCount(PAGE_SIZES.homeCollection);

  const first = cards.first();
  await expect(first).toContainText(/৳[\d,]+/);
  const picture = first.getByRole('img');
  await expect(picture).toHaveAttribute('alt', /\w+/);
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('a deep link is answered by the web app, which says when a page does not exist (with a 404)', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page." })).toBeVisible();
});

test('the hero shows the tagline over the shop picture, and Shop Now opens the catalogue', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'premium clothing, authentic style' });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('premium clothing, authentic style');
  await expect(hero.locator('img')).toHaveAttribute('src', /^data:image\/\w+;base64,/);
  await expect
    .poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await hero.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL('/products');
});

test('when the hero picture cannot be fetched the bundled picture shows instead, and the failure is logged', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/v1/hero-navbar/image-data', (route) => route.abort());
  await page.goto('/');
  const picture = page.getByRole('region', { name: 'premium clothing, authentic style' }).locator('img');
  await expect(picture).toHaveAttribute('src', /hero-default.*\.svg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(warnings.join('\n')).toContain('hero picture');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the hero keeps its size while its picture loads, so nothing below it moves', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/hero-navbar/image-data', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'premium clothing, authentic style' });
  const categoriesTop = () =>
    page.getByRole('heading', { name: 'Shop by Category' }).evaluate((h) => h.getBoundingClientRect().top);
  await expect(hero.locator('.skeleton')).toBeVisible();
  const before = await categoriesTop();
  release();
  await expect(hero.locator('img')).toHaveAttribute('src', /^data:image/);
  expect(await categoriesTop()).toBe(before);
});

test('Shop by Category shows a tile per category, each opening its category page', async ({
  page,
  request,
}) => {
  const categories: { title: string }[] = await (await request.get('/api/v1/categories')).json();
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Shop by Category' });
  const tiles = section.getByRole('link');
  await expect(tiles).toHaveCount(categories.length);
  await expect(tiles.first()).toContainText(categories[0]?.title ?? '');
  await expect(section.getByRole('link', { name: /Winter Collection/ })).toHaveAttribute(
    'href',
    '/category/winter-collection',
  );
  await section.getByRole('link', { name: /Winter Collection/ }).click();
  await expect(page).toHaveURL('/category/winter-collection');
});

// What the grid says, and its Try again, are its component test's (category-grid.test.tsx): here the colour.
test('when the categories fail to load, the grid says so in red', async ({ page }) => {
  await page.route('**/api/v1/categories', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'down' } }),
  );
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Shop by Category' });
  const error = section.getByText('Error loading categories. Please try again.');
  await expect(error).toBeVisible();
  const red = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--danger)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe(red);
});

// The home grid and the catalogue's sidebar say No categories available for such an answer (their
// component tests, category-grid.test.tsx and category-filter.test.tsx); here the pages around
// them, the header's menu and a category page, still draw.
test('a categories answer that is not a list breaks neither the home page, its menu, nor a category page', async ({
  page,
}) => {
  let answer: unknown;
  await page.route('**/api/v1/categories', (route) => route.fulfill({ json: answer }));
  for (const notAList of [{ categories: [] }, {}, null, 'categories']) {
    answer = notAList;
    const shown = JSON.stringify(notAList);
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'All Collection' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'All categories' }).click();
    await expect(page.getByText('Something went wrong.'), `home with ${shown}`).toHaveCount(0);

    await page.goto('/category/top-ranking');
    await expect(page.getByRole('heading', { level: 1, name: /Top ranking/ })).toBeVisible();
    await expect(page.getByText('Something went wrong.'), `category page with ${shown}`).toHaveCount(0);
  }
});

// All Collection's part is its component test's (all-collection.test.tsx).
test('a products answer without a list of products counts as none on the catalogue', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/v1/products',
    (route) => route.fulfill({ json: { success: true, products: { count: 0 } } }),
  );
  await page.goto('/products');
  await expect(page.getByRole('main').getByText('No products found')).toBeVisible();
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
});

test('Why Shop With Us shows five promises', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Why Shop With Us' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.getByRole('heading')).toHaveText([
    'Cash on delivery',
    '7-day returns',
    'Authentic products',
    'Delivery in 2–4 days',
    'bKash and Nagad',
  ]);
});

test('each product of All Collection opens its product page', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'All Collection' }).getByRole('listitem');
  await expect(cards).toHaveCount(PAGE_SIZES.homeCollection);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/product\/[\w-]+$/);
  }
  const href = await cards.nth(3).getByRole('link').getAttribute('href');
  await cards.nth(3).getByRole('link').click();
  await expect(page).toHaveURL(href ?? '');
});

test('the 20% OFF offer can be dismissed', async ({ page }) => {
  await page.goto('/');
  const offer = page.getByRole('complementary', { name: 'Offer' });
  await expect(offer).toContainText('20% OFF');
  await offer.getByRole('button', { name: 'Dismiss offer' }).click();
  await expect(offer).toBeHidden();
});

test('the 20% OFF offer goes by itself after 15 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const offer = page.getByRole('complementary', { name: 'Offer' });
  await expect(offer).toBeVisible();
  // The page took a moment of its own to load: ten seconds more are still within the fifteen.
  await page.clock.runFor(10_000);
  await expect(offer).toBeVisible();
  await page.clock.runFor(5_100);
  await expect(offer).toBeHidden();
});

test('the social grid links to the shop pages in a new tab', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('region', { name: 'Follow Haat' }).getByRole('link');
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('the footer links follow their labels', async ({ page }) => {
  await page.goto('/');
  const footer = await scrollToFooter(page);
  for (const [name, href] of [
    ['Home', '/home'],
    ['Shop', '/shop'],
    ['About Us', '/aboutus'],
    ['Categories', '/categories'],
    ['Contact', '/contact'],
    ['Helpdesk', '/helpdesk'],
    ['Returns', '/returns'],
    ['Order Status', '/orderstatus'],
    ['Payment Options', '/paymentoptions'],
    ['Track your order', '/track'],
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
    ['FAQ', '/faq'],
    ['Account', '/manageaccount'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/');
});
