import { productInStock } from './support/catalogue';
import { expect, test } from './support/test';

/**
 * Issue 27: a page has an address in each language. A Bengali address (/bn/…) opens the shop in
 * Bengali and keeps every link under /bn; choosing a language in the header moves to the same page's
 * address in it; the preference stays for addresses without a language; Share sends the address in
 * the language the page is read in; a missing product's page answers 404.
 */

test('a Bengali link opens in Bengali and stays in Bengali; the header’s English moves to the English twin and back', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const { product } = await productInStock(request);
  const response = await page.goto(`/bn/product/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: product.nameBn ?? product.name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'পণ্য খুঁজুন' })).toBeVisible();

  // The shop's own links keep the language.
  const home = page.getByRole('banner').getByRole('link', { name: /হোম/ });
  await expect(home).toHaveAttribute('href', '/bn');
  await home.click();
  await expect(page).toHaveURL(/\/bn$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/bn/product/${product.id}$`));

  await page.getByRole('button', { name: /ভাষা ও মুদ্রা/ }).click();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page).toHaveURL(new RegExp(`[^n]/product/${product.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The picker stays open where the shopper is: the page moved, it was not reloaded.
  await page.getByRole('radio', { name: 'বাংলা' }).check();
  await expect(page).toHaveURL(new RegExp(`/bn/product/${product.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('a Bengali link does not change the language of addresses without one', {
  tag: '@one-width',
}, async ({ page }) => {
  await page.goto('/bn/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
});

test('Share on a page read in Bengali sends its Bengali address', { tag: '@one-width' }, async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
    // Bengali chosen earlier: the address has no language, the page is read in Bengali.
    localStorage.setItem('preferences', JSON.stringify({ language: 'bn' }));
  });
  const { product } = await productInStock(request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'শেয়ার করুন' }).click();
  await page
    .getByRole('list', { name: 'যেখানে শেয়ার করবেন' })
    .getByRole('button', { name: 'লিংক কপি করুন' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'লিংক কপি হয়েছে' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^https?://[^/]+/bn/product/${product.id}$`),
  );
});

test('a missing product answers 404, and the page still says so in the shopper’s words', {
  tag: '@one-width',
}, async ({ page }) => {
  const response = await page.goto('/bn/product/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('পণ্যটি পাওয়া যায়নি।')).toBeVisible();
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a 320 px phone the share list opens within the screen and stays open while the page scrolls', {
  tag: '@one-width',
}, async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const { product } = await productInStock(request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const places = page.getByRole('list', { name: 'Share to' });
  await expect(places).toBeVisible();
  await page.mouse.wheel(0, 120);
  await expect(places).toBeVisible();
  const box = await places.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
