import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@haat/contracts/errors';
import { chromiumPath } from './support/browser';
import { linkInMail, pathOf } from './support/outbox';
import { bearer, newShopper, signInAs } from './support/session';
import { chromium, expect, type Page, test } from './support/test';

/** Opens the account menu on a phone, where it is a slide-in; on a wide screen it is the sidebar. */
async function accountMenu(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('complementary');
  await page.getByRole('button', { name: 'Account menu', exact: true }).click();
  return page.getByRole('dialog', { name: 'Account menu' });
}

// The mail links and the server's answers do not change with the width; the phone's account menu,
// with either badge, is checked in account.spec.ts.
test('a new shopper signs up, is told to verify, gets a new link, follows it and then wears the badge', {
  tag: '@one-width',
}, async ({ page, isMobile }) => {
  const shopper = {
    name: 'Mim Akter',
    email: `mim-${randomUUID()}@haat.test`,
    password: 'bakul flowers 2026',
  };
  await page.goto('/register');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Full name').fill(shopper.name);
  await panel.getByLabel('Email').fill(shopper.email);
  await panel.getByLabel('Password').fill('password1');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  // The shop's list of common passwords refuses it, under the field.
  await expect(panel.getByLabel('Password')).toHaveAccessibleDescription(
    new RegExp(ERROR_MESSAGES.passwordTooCommon.replace('.', '\\.')),
  );
  await panel.getByLabel('Password').fill(shopper.password);
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(panel.getByRole('status')).toContainText('Account created');
  await panel.getByLabel('Password').fill(shopper.password);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/', { timeout: 15_000 });

  await page.goto('/manageaccount');
  const notice = page.getByRole('region', { name: 'Please verify your email address' });
  await expect(notice).toContainText(shopper.email);
  const menu = await accountMenu(page, isMobile);
  await expect(menu.getByText('Email not verified')).toBeVisible();
  await expect(menu.getByText('Verified Account')).toHaveCount(0);
  if (isMobile) await page.keyboard.press('Escape');

  const first = await linkInMail(shopper.email, '/verify-email');
  await notice.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(notice.getByRole('status')).toHaveText(
    'We sent a new link to your email address. It works for 24 hours.',
  );
  await expect.poll(() => linkInMail(shopper.email, '/verify-email')).not.toBe(first);
  const link = await linkInMail(shopper.email, '/verify-email');

  await page.goto(pathOf(link));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Thank you! ${shopper.email} is verified.`,
  );
  // The link's secret leaves the address bar at once.
  await expect(page).toHaveURL('/verify-email');

  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please verify your email address' })).toHaveCount(0);
  await expect((await accountMenu(page, isMobile)).getByText('Verified Account')).toBeVisible();

  // The same link a second time verifies nothing more and says so.
  await page.goto(pathOf(link));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link has expired or has already been used.',
  );
});

test('a shopper who forgot the password sets a new one from the mailed link, and the old one is gone', {
  tag: '@one-width',
}, async ({ page, request, isMobile }) => {
  const shopper = await newShopper(request, 'Arif Hossain');
  const elsewhere = shopper.token;
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(shopper.email);
  await panel.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If an account uses ${shopper.email}`,
  );

  await page.goto(pathOf(await linkInMail(shopper.email, '/reset-password')));
  await expect(page).toHaveURL('/reset-password');
  const password = page.getByLabel('New password');
  await password.fill('password123');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(password).toHaveAccessibleDescription(
    new RegExp(ERROR_MESSAGES.passwordTooCommon.replace('.', '\\.')),
  );

  await password.fill('monsoon mangoes 2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password is changed. Please sign in with the new password.',
  );
  // Every session of the account ended, the one on another device too.
  expect(
    (await request.get('/api/v1/user/profile', { headers: bearer({ token: elsewhere }) })).status(),
  ).toBe(401);

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await panel.getByLabel('Email').fill(shopper.email);
  await panel.getByLabel('Password').fill(shopper.password);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Invalid email or password.');
  await panel.getByLabel('Password').fill('monsoon mangoes 2026');
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 15_000 });
  if (!isMobile)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Arif Hossain' })).toBeVisible();
});

test('a new email asks for the current password and takes effect when its link is followed', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const shopper = await newShopper(request, 'Sumaiya Rahman', { verified: true });
  const newEmail = `moved-${randomUUID()}@haat.test`;
  await signInAs(page, shopper);
  await page.goto('/manageaccount/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit Profile' });
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  await form.getByLabel('Email Address').fill(newEmail);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    new RegExp(ERROR_MESSAGES.currentPasswordRequired),
  );
  await form.getByLabel('Current password').fill('not my password');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    new RegExp(ERROR_MESSAGES.currentPasswordWrong),
  );
  await form.getByLabel('Current password').fill(shopper.password);
  await form.getByRole('button', { name: 'Save Changes' }).click();

  const waiting = page.getByRole('region', { name: 'Waiting for your new email address' });
  await expect(waiting).toContainText(newEmail);
  const profile = page.getByRole('region', { name: 'My Profile' });
  await expect(profile.getByRole('definition').filter({ hasText: shopper.email })).toBeVisible();

  await page.goto(pathOf(await linkInMail(newEmail, '/verify-email')));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Done! Your account now uses ${newEmail}.`,
  );
  await page.goto('/manageaccount/profile');
  await expect(profile.getByRole('definition').filter({ hasText: newEmail })).toBeVisible();
  await expect(waiting).toHaveCount(0);
});

test('signing out ends the session on the server, and sign out everywhere ends the others too', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const shopper = await newShopper(request, 'Rafiq Islam');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  const phone = ((await login.json()) as { token: string }).token;

  await signInAs(page, shopper);
  await page.goto('/manageaccount/profile');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/');
  for (const token of [shopper.token, phone]) {
    expect((await request.get('/api/v1/user/profile', { headers: bearer({ token }) })).status()).toBe(401);
  }
  await page.goto('/manageaccount');
  await expect(page).toHaveURL('/auth');
});

test('a shopper whose session has ended elsewhere is asked to sign in at the next page, and comes back to it', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const shopper = await newShopper(request, 'Tania Sultana');
  await signInAs(page, shopper);
  await page.goto('/manageaccount/profile');
  await expect(page.getByRole('region', { name: 'My Profile' })).toBeVisible();
  // Signed out everywhere from another device: the browser still holds the token.
  expect((await request.post('/api/v1/auth/logout-everywhere', { headers: bearer(shopper) })).status()).toBe(
    200,
  );

  await page.goto('/manage-account/orders');
  await expect(page).toHaveURL('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(shopper.email);
  await panel.getByLabel('Password').fill(shopper.password);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/manage-account/orders', { timeout: 15_000 });
});

// Sign Out in the phone's account menu is account.spec.ts's; what the server does is the same at any width.
test('Sign Out ends the session on the server: a copy of the token opens nothing afterwards', {
  tag: '@one-width',
}, async ({ page, request, isMobile }) => {
  const shopper = await newShopper(request, 'Nadia Karim');
  await signInAs(page, shopper);
  await page.goto('/manageaccount');
  const menu = await accountMenu(page, isMobile);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect
    .poll(async () => (await request.get('/api/v1/user/profile', { headers: bearer(shopper) })).status())
    .toBe(401);
});

test('the shop opened by another name over plain http (a phone on the same network) shows its pages', async ({
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'one browser of its own is enough');
  const port = new URL(baseURL ?? '').port;
  // shop.test is mapped to this machine, so the browser treats it as a plain-http site that is not local.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP shop.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (failure) => failed.push(failure.url()));
    await page.goto(`http://shop.test:${port}/`);
    await expect(
      page.getByRole('region', { name: 'All Collection' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(`http://shop.test:${port}/products`);
    expect(failed.filter((url) => url.startsWith('https:'))).toEqual([]);
  } finally {
    await browser.close();
  }
});
