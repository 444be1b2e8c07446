import { expect, type Page, test } from '@playwright/test';
import { newShopper, signInAs } from './support/session';

/** Orders, messages, returns and order status get their content with checkout; until then they say so. */

const hero = (page: Page) => page.getByRole('main').locator('.info-hero');

test('the footer’s Returns and Order Status open pages that say what they will hold, not a missing page', async ({
  page,
}) => {
  for (const [link, path, title, holds] of [
    [
      'Returns',
      '/returns',
      'Returns made simple',
      'The items you have sent back, with the date and your reason.',
    ],
    ['Order Status', '/orderstatus', 'Track your order', 'When to expect it: delivery takes 2-4 days'],
  ] as const) {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(footer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Haat`);
    await expect(page.getByRole('region', { name: 'What you will find here' })).toContainText(holds);
    await expect(page.getByText("We couldn't find that page.")).toHaveCount(0);
    // A guest is offered the catalogue, signing in and help.
    await expect(hero(page).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(hero(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(hero(page).getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
      'href',
      '/help-center',
    );
  }
  await expect(page.getByRole('complementary', { name: 'Coming with checkout' })).toContainText(
    'Order tracking opens with checkout.',
  );
});

test('a guest who opens Orders or Messages is asked to sign in first', async ({ page }) => {
  for (const path of ['/orders', '/messages']) {
    await page.goto(path);
    await expect(page).toHaveURL('/auth');
    expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBe(path);
  }
});

test('a signed-in shopper’s Orders and Messages say what they will hold, with a way to the account', async ({
  page,
  request,
}) => {
  await signInAs(page, await newShopper(request));
  for (const [path, title, holds] of [
    ['/orders', 'Your orders will live here', 'pending, confirmed, processing, shipped, out for delivery'],
    ['/messages', 'Messages from Haat', 'Answers from our support team'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('region', { name: 'What you will find here' })).toContainText(holds);
    await expect(hero(page).getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/manageaccount',
    );
    await expect(hero(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  }
});
