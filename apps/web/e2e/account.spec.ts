import { newShopper, signInAs, stored } from './support/session';
import { timeShown } from './support/shown';
import { expect, type Page, test } from './support/test';

/** The profile form, opened from My Profile. */
async function openProfileForm(page: Page) {
  await page.goto('/manageaccount/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  return page.getByRole('form', { name: 'Edit Profile' });
}

// The redirects and the profile form's answers do not change with the width: they run at 1280 px.
test('a visitor who opens the account area is sent to sign in, and the page is kept for afterwards', {
  tag: '@one-width',
}, async ({ page }) => {
  await page.goto('/manageaccount/profile');
  await expect(page).toHaveURL('/auth');
  expect(await stored(page, 'redirect_after_login')).toBe('/manageaccount/profile');
});

test('a shopper whose token the shop no longer accepts is sent to sign in', { tag: '@one-width' }, async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request);
  await signInAs(page, { ...shopper, token: `${shopper.token}-tampered` });
  await page.goto('/manageaccount');
  await expect(page).toHaveURL('/auth');
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'redirect_after_login')).toBe('/manageaccount');
});

test.describe('on a wide screen', () => {
  test.skip(({ isMobile }) => isMobile, 'the account menu is a sidebar from 768 px');

  test('the account area greets the shopper in its sidebar with the Verified Account badge, at every spelling of its address', async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, 'Nusrat Jahan', { verified: true });
    await signInAs(page, shopper);

    await test.step('the account area greets the shopper in its sidebar, with the Verified Account badge', async () => {
      await page.goto('/manageaccount');

      const sidebar = page.getByRole('complementary');
      await expect(sidebar.getByText('Hello, Nusrat Jahan')).toBeVisible();
      await expect(sidebar.getByText('Verified Account')).toBeVisible();
      const menu = sidebar.getByRole('navigation', { name: 'My account' });
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toHaveCount(0);

      await expect(page.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Personal Profile' });
      await expect(summary.getByText('Nusrat Jahan')).toBeVisible();
      await expect(summary.getByText(shopper.email)).toBeVisible();

      await menu.getByRole('link', { name: 'My Profile' }).click();
      await expect(page).toHaveURL('/manageaccount/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('every spelling of the account address, any page under it and /dashboard open the account area', async () => {
      for (const address of [
        '/mangaeaccount',
        '/manage-account/anything',
        '/manageaccount/dashboard',
        '/manageaccount/no/such/section',
        '/dashboard',
      ]) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();
        await expect(page.getByRole('complementary').getByText('Verified Account')).toBeVisible();
      }
      for (const address of ['/profile', '/mangaeaccount/profile', '/manage-account/profile']) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      }
    });
  });

  test('a shopper edits the profile: Saving..., then Saved! for 3 s, and it is all there after a reload', async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, 'Nusrat Jahan');
    await signInAs(page, shopper);
    // The real API answers, a little later, so that the busy state can be seen.
    await page.route('**/api/v1/user/profile', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const form = await openProfileForm(page);

    const year = String(new Date().getFullYear());
    const years = form.getByLabel('Year').getByRole('option');
    await expect(years.nth(1)).toHaveText(year);
    await expect(years.last()).toHaveText(String(Number(year) - 100));
    await expect(form.getByLabel('Day', { exact: true }).getByRole('option')).toHaveText([
      'Day',
      ...Array.from({ length: 31 }, (_, i) => String(i + 1)),
    ]);
    await expect(form.getByLabel('Gender').getByRole('option')).toHaveText([
      'Select',
      'Male',
      'Female',
      'Other',
    ]);

    await form.getByLabel('Full Name').fill('Nusrat Akter');
    await form.getByLabel('Mobile').fill('01711000000');
    await form.getByLabel('Month').selectOption({ label: 'April' });
    await form.getByLabel('Day', { exact: true }).selectOption({ label: '14' });
    await form.getByLabel('Year').selectOption('1995');
    await form.getByLabel('Gender').selectOption({ label: 'Female' });
    const save = form.getByRole('button', { name: 'Save Changes' });
    const savedFor = await timeShown(page, 'button', 'Saved!');
    await save.click();

    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Saved!' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeVisible({ timeout: 6_000 });
    expect(await savedFor()).toBeGreaterThan(2_500);

    // The header greets the shopper by the new name at once.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Nusrat Akter' })).toBeVisible();
    expect(JSON.parse((await stored(page, 'profile')) ?? '{}')).toMatchObject({
      name: 'Nusrat Akter',
      phone: '01711000000',
      birthday: '1995-04-14',
      gender: 'female',
    });

    await page.reload();
    const profile = page.getByRole('region', { name: 'My Profile' });
    for (const value of ['Nusrat Akter', shopper.email, '01711000000', '14 April 1995', 'Female']) {
      await expect(profile.getByRole('definition').filter({ hasText: value })).toBeVisible();
    }
    await expect(page.getByRole('complementary').getByText('Hello, Nusrat Akter')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const again = page.getByRole('form', { name: 'Edit Profile' });
    await expect(again.getByLabel('Month')).toHaveValue('04');
    await expect(again.getByLabel('Day', { exact: true })).toHaveValue('14');
    await expect(again.getByLabel('Year')).toHaveValue('1995');
    await expect(again.getByLabel('Gender')).toHaveValue('female');
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the account menu slides in below 768 px');

  test('the account menu slides in from its button and closes by Escape, the backdrop or a followed link', async ({
    page,
    request,
  }) => {
    await signInAs(page, await newShopper(request, 'Nusrat Jahan', { verified: true }));
    await page.goto('/manageaccount');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);

    const button = page.getByRole('button', { name: 'Account menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Account menu' });
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Hello, Nusrat Jahan')).toBeVisible();
    await expect(menu.getByText('Verified Account')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(menu).toBeVisible();
    // The backdrop: right of the 300 px menu.
    await page.mouse.click(355, 400);
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/manageaccount/profile');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  });

  test('Sign Out in the account menu signs the shopper out and goes home', async ({
    page,
    shopper: _signedIn,
  }) => {
    await page.goto('/manageaccount');
    await page.getByRole('button', { name: 'Account menu' }).click();
    // The badge of a shopper who has not verified yet (account-security.spec.ts verifies at 1280 px).
    await expect(
      page.getByRole('dialog', { name: 'Account menu' }).getByText('Email not verified'),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Account menu' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect(page).toHaveURL('/');
    expect(await stored(page, 'token')).toBeNull();
    await page.goto('/manageaccount');
    await expect(page).toHaveURL('/auth');
  });
});
