import { expect, type Page, test } from './support/test';

/** Messages get their content in a later issue; until then the page says what it will hold. */

const hero = (page: Page) => page.getByRole('main').locator('.info-hero');

test('a guest who opens Messages, Orders, Returns or Order Status is asked to sign in first', async ({
  page,
}) => {
  for (const [path, remembered] of [
    ['/messages', '/messages'],
    ['/orders', '/orders'],
    ['/returns', '/returns'],
    // Every order's status is on the orders page.
    ['/orderstatus', '/orders'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL('/auth');
    expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBe(remembered);
  }
});

test('a signed-in shopper’s Messages say what they will hold, with a way to the account', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages from Haat' })).toBeVisible();
  await expect(page).toHaveURL('/messages');
  await expect(page.getByRole('region', { name: 'What you will find here' })).toContainText(
    'Answers from our support team',
  );
  await expect(hero(page).getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
    'href',
    '/manageaccount',
  );
  await expect(hero(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Coming soon' })).toBeVisible();
});
