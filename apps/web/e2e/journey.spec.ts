import { PAGE_SIZES } from '@haat/contracts/constants';
import { cards, categoryHeading, shownPrices } from './support/catalogue';
import { openDrawer } from './support/header';
import { expect, type Page, test } from './support/test';
import { swipe } from './support/touch';

/** The names on the cards shown, as their pictures tell them. */
const shownNames = (page: Page) =>
  cards(page)
    .getByRole('img')
    .evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute('alt') ?? ''));

const ascending = (prices: number[]) =>
  prices.every((price, at) => at === 0 || (prices[at - 1] ?? 0) <= price);

// Every demo category holds 20 products, fewer than a page of 32: the featured Top ranking
// collection (every product) is the category page that has a page 2.
test('a shopper goes from the home page through the menu to Top ranking, sorts it by price, turns to page 2, opens a product and looks through its pictures full screen', async ({
  page,
  isMobile,
}) => {
  // A long walk through six pages: more than one page's time when the machine is busy.
  test.slow();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'premium clothing, authentic style' }),
  ).toBeVisible();

  // The category menus are in the header's bar on a wide screen, in the side drawer on a phone.
  if (isMobile) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Trending' }).click();
    await expect(drawer).toBeHidden();
  } else {
    const menus = page.getByRole('navigation', { name: 'Shop categories' });
    await menus.getByRole('button', { name: 'Featured selections' }).click();
    await menus.getByRole('link', { name: 'Top ranking', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/category\/top-ranking$/);
  await expect(categoryHeading(page, 'Top ranking')).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZES.categoryPage);
  const popular = await shownNames(page);
  expect(ascending(await shownPrices(page))).toBe(false);

  // Cheapest first: the prices climb and the cards are others than the most popular ones.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=priceLowHigh/);
  await expect.poll(async () => ascending(await shownPrices(page))).toBe(true);
  const firstPage = await shownNames(page);
  expect(firstPage).not.toEqual(popular);
  const dearestOnFirstPage = Math.max(...(await shownPrices(page)));

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/sort=priceLowHigh/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => (await shownNames(page)).filter((name) => firstPage.includes(name)))
    .toEqual([]);
  const secondPagePrices = await shownPrices(page);
  expect(ascending(secondPagePrices)).toBe(true);
  expect(Math.min(...secondPagePrices)).toBeGreaterThanOrEqual(dearestOnFirstPage);

  const card = cards(page).nth(2);
  const name = (await card.getByRole('img').getAttribute('alt')) ?? '';
  expect(name).not.toBe('');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  const gallery = page.getByRole('region', { name: `Pictures of ${name}` });
  await gallery.getByRole('button', { name: /^View full screen: picture 1 of \d+$/ }).click();
  const viewer = page.getByRole('dialog', { name: `Pictures of ${name}, full screen` });
  await expect(viewer).toBeVisible();
  const counter = viewer.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const total = Number((await counter.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThan(1);
  const firstPicture = await viewer.getByRole('img').getAttribute('src');

  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await expect(viewer.getByRole('img')).not.toHaveAttribute('src', firstPicture ?? '');
  await viewer.getByRole('button', { name: 'Previous picture' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await expect(viewer.getByRole('img')).toHaveAttribute('src', firstPicture ?? '');
  // Back past the first picture is the last one.
  await viewer.getByRole('button', { name: 'Previous picture' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);

  if (isMobile) {
    await swipe(viewer.getByRole('img'), -150, 10);
    await expect(counter).toHaveText(`1 / ${total}`);
    await swipe(viewer.getByRole('img'), 10, 200);
  } else {
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press('Escape');
  }
  await expect(viewer).toBeHidden();
  await expect(gallery.getByRole('img', { name: `${name}, picture 1 of ${total}` })).toBeVisible();
});
