import { PAGE_SIZES } from '@haat/contracts/constants';
import { expect, test } from '@playwright/test';

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

test('a deep link is answered by the web app, which says when a page does not exist', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: "We couldn't find that page." })).toBeVisible();
});
