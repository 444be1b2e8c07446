import { randomUUID } from 'node:crypto';
import { GOOGLE_ACCOUNT } from './support/google';
import { openDrawer } from './support/header';
import { newShopper, signInAs, stored } from './support/session';
import { expect, type Page, test } from './support/test';

const freshEmail = () => `new-${randomUUID()}@haat.test`;

/** The header shows who is signed in: "Hi, {name}" on a wide screen, My Account in a phone's drawer. */
async function expectSignedInAs(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: `Hi, ${name}` })).toBeVisible();
  }
}

async function signOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await (await openDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'MENU' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  }
}

async function fillLogin(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Login' }).click();
}

test('a shopper signs up, comes back to Login with the email kept, logs in and is greeted by name', {
  tag: '@one-width',
}, async ({ page, isMobile }) => {
  const email = freshEmail();
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sign Up' }).click();

  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Full name').fill('Farhana Akter');
  await panel.getByLabel('Email').fill(email);
  await expect(panel.getByLabel('Email')).toHaveAttribute('type', 'email');
  await panel.getByLabel('Password').fill('bazaar-2026');
  await panel.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('status')).toContainText('Account created');
  await expect(panel.getByLabel('Email')).toHaveValue(email);
  await panel.getByLabel('Password').fill('bazaar-2026');
  await panel.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  // Then, after 1.5 s, the home page.
  await expect(page).toHaveURL('/', { timeout: 15_000 });
  await expectSignedInAs(page, 'Farhana Akter', isMobile);
  expect(JSON.parse((await stored(page, 'user')) ?? '{}')).toMatchObject({ name: 'Farhana Akter', email });
  expect(await stored(page, 'token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('a reload keeps the shopper signed in, and signing out clears the token, the user and the redirect', async ({
  page,
  request,
  isMobile,
}) => {
  const shopper = await newShopper(request, 'Tanvir Hasan');
  await page.goto('/auth');
  await fillLogin(page, shopper.email, shopper.password);
  await expect(page).toHaveURL('/', { timeout: 15_000 });

  await page.reload();
  await expectSignedInAs(page, 'Tanvir Hasan', isMobile);

  await page.evaluate(() => localStorage.setItem('redirect_after_login', '/products'));
  await signOut(page, isMobile);
  await expect(page).toHaveURL('/');
  for (const key of ['token', 'user', 'redirect_after_login']) expect(await stored(page, key)).toBeNull();
  if (isMobile) {
    await expect((await openDrawer(page)).getByRole('link', { name: 'Login' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
  }
});

test('signing out on the account page goes home, and the account page then asks to sign in again', async ({
  page,
  request,
  isMobile,
}) => {
  await signInAs(page, await newShopper(request, 'Rupa Sarker'));
  await page.goto('/manageaccount/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await signOut(page, isMobile);
  await expect(page).toHaveURL('/');
  expect(await stored(page, 'redirect_after_login')).toBeNull();

  await page
    .getByRole('banner')
    .getByRole('link', { name: 'PROFILE', exact: true })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL('/auth');
  expect(await stored(page, 'redirect_after_login')).toBe('/manageaccount');
});

test.describe('when the shop opens, the session is restored as the browser left it', () => {
  // The session's logic does not change with the width: the phone's drawer greeting is checked above.
  test('a token alone fetches the profile and signs the shopper in, and without an answer from the shop it signs in by its own claims', {
    tag: '@one-width',
  }, async ({ page, request, isMobile }) => {
    await test.step('a token alone fetches the profile and signs the shopper in', async () => {
      const shopper = await newShopper(request, 'Jamal Hossain');
      await page.goto('/');
      await page.evaluate((token) => localStorage.setItem('token', token), shopper.token);
      await page.reload();
      await expectSignedInAs(page, 'Jamal Hossain', isMobile);
      expect(JSON.parse((await stored(page, 'user')) ?? '{}')).toMatchObject({ email: shopper.email });
    });

    await test.step('without an answer from the shop, a token alone still signs the shopper in by its own claims', async () => {
      const shopper = await newShopper(request, 'Shirin Akhter');
      // As a browser that holds nothing but the token: what the first step stored goes.
      await page.evaluate((token) => {
        localStorage.clear();
        localStorage.setItem('token', token);
      }, shopper.token);
      await page.route('**/api/v1/auth/profile', (route) => route.abort('internetdisconnected'));
      await page.reload();
      await expectSignedInAs(page, 'Shirin Akhter', isMobile);
      expect(await stored(page, 'token')).toBe(shopper.token);
    });
  });

  test('a token the shop refuses, or a stored user that cannot be read, signs the shopper out', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    const shopper = await newShopper(request);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not.a-valid.token'));
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'PROFILE', exact: true }).first(),
    ).toBeAttached();
    await expect.poll(() => stored(page, 'token')).toBeNull();

    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', '{not json');
    }, shopper.token);
    await page.reload();
    await expect.poll(() => stored(page, 'token')).toBeNull();
    expect(await stored(page, 'user')).toBeNull();
  });
});

test('a burst of wrong passwords is stopped, and the form says so', { tag: '@one-width' }, async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request);
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  for (let attempt = 0; attempt < 5; attempt++) {
    await fillLogin(page, shopper.email, `wrong-password-${attempt}`);
    await expect(panel.getByRole('alert')).toHaveText('Invalid email or password.');
  }
  await fillLogin(page, shopper.email, shopper.password);
  await expect(panel.getByRole('alert')).toHaveText(
    /^Login failed: Too many attempts\. Please wait \d+ minutes? and try again\.$/,
  );
});

test('/login and /register open the matching tab', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByLabel('Full name')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByLabel('Full name')).toHaveCount(0);
});

test('a protected page sends a signed-out visitor to sign in, and back to it afterwards', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const shopper = await newShopper(request, 'Sadia Islam');
  await page.goto('/manageaccount/profile');
  await expect(page).toHaveURL('/auth');
  expect(await stored(page, 'redirect_after_login')).toBe('/manageaccount/profile');

  await fillLogin(page, shopper.email, shopper.password);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL('/manageaccount/profile', { timeout: 15_000 });
  expect(await stored(page, 'redirect_after_login')).toBeNull();
});

test('a token in the address bar signs the shopper in, leaves the address, and goes to the remembered page', {
  tag: '@one-width',
}, async ({ page, request, isMobile }) => {
  const shopper = await newShopper(request, 'Imran Chowdhury');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('redirect_after_login', '/help-center'));
  await page.goto(`/products?token=${shopper.token}`);
  await expect(page).toHaveURL('/help-center');
  expect(await stored(page, 'redirect_after_login')).toBeNull();
  expect(await stored(page, 'token')).toBe(shopper.token);
  await expectSignedInAs(page, 'Imran Chowdhury', isMobile);

  await page.goBack();
  await expect(page).not.toHaveURL(/token=/);
});

test('a token that names nobody is refused with “Login failed: ...”', { tag: '@one-width' }, async ({
  page,
}) => {
  const nobody = `${btoa('{"alg":"HS256"}')}.${btoa('{"email":"x@haat.test"}')}.signature`;
  const alert = page.waitForEvent('dialog');
  await page.goto(`/?token=${nobody}`);
  const dialog = await alert;
  expect(dialog.message()).toBe('Login failed: User ID not found');
  await dialog.dismiss();
  await expect(page).toHaveURL('/');
  expect(await stored(page, 'token')).toBeNull();
});

test('signing in with Google goes through the provider and comes back signed in, on the remembered page', {
  tag: '@one-width',
}, async ({ page, isMobile }) => {
  await page.goto('/manageaccount');
  await expect(page).toHaveURL('/auth');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  await expect(page.getByText('You are signed in.')).toBeVisible();
  await expect(page).toHaveURL('/auth/success');
  await expect(page).toHaveURL('/manageaccount', { timeout: 15_000 });
  await expectSignedInAs(page, GOOGLE_ACCOUNT.name, isMobile);
  expect(JSON.parse((await stored(page, 'user')) ?? '{}')).toMatchObject({
    name: GOOGLE_ACCOUNT.name,
    email: GOOGLE_ACCOUNT.email,
  });
});

test.describe('the social sign-in landing pages', () => {
  test('a sign-in that sends the shopper to another site is not followed', { tag: '@one-width' }, async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request);
    await page.goto(`/auth/success?token=${shopper.token}&redirect=${encodeURIComponent('/\\evil.example')}`);
    await expect(page).toHaveURL('/', { timeout: 15_000 });
    const google = await request.get(
      `/api/v1/auth/google?redirect=${encodeURIComponent('/\\evil.example')}`,
      {
        maxRedirects: 0,
      },
    );
    expect(google.status()).toBe(400);
  });

  test('a token signs the shopper in and goes to the saved page after a moment', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    const shopper = await newShopper(request, 'Mitu Rahman');
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('redirect_after_login', '/about'));
    await page.goto(
      `/auth/success?token=${shopper.token}&user=${encodeURIComponent(JSON.stringify(shopper.user))}`,
    );
    await expect(page.getByText('You are signed in.')).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expect(page).toHaveURL('/about', { timeout: 15_000 });
    expect(await stored(page, 'token')).toBe(shopper.token);
  });

  test('a shopper already signed in is taken on at once, from /auth and from the landing page', {
    tag: '@one-width',
  }, async ({ page, shopper: _signedIn }) => {
    await test.step('a signed-in shopper who opens /auth is taken on at once', async () => {
      await page.goto('/auth');
      await expect(page).toHaveURL('/');
    });
    await test.step('a signed-in shopper who opens the landing page is taken on at once', async () => {
      await page.goto('/auth/success?token=whatever');
      await expect(page).toHaveURL('/');
    });
  });
});
