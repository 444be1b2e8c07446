import { LIMITS } from '@haat/contracts/constants';
import { escapeRegExp } from './support/catalogue';
import { openDrawer } from './support/header';
import { expect, type Page, test } from './support/test';

const LIGHT_BACKGROUND = 'rgb(255, 253, 249)';
const DARK_BACKGROUND = 'rgb(21, 19, 18)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// The search box and its list at 375 px, the phone's drawer, dark mode and the header's shadow run
// at both widths. The list's behaviour, back to top, the chat's note and where a new page starts
// do not change with the width and run at 1280 px (layout.spec.ts checks the floating buttons at
// 375 px).
test.describe('search suggestions', () => {
  test('a shopper types part of a name and sees at most six matching products with pictures and prices', async ({
    page,
    request,
  }) => {
    const answer = await (await request.get('/api/v1/products?search=saree&pageSize=6')).json();
    const expected: string[] = answer.products.map((product: { name: string }) => product.name);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('SaReE');
    const suggestions = page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option');
    await expect(suggestions).toHaveText(expected.map((name) => new RegExp(escapeRegExp(name))));
    expect(await suggestions.count()).toBeLessThanOrEqual(LIMITS.searchSuggestions);
    for (const suggestion of await suggestions.all()) {
      await expect(suggestion).toContainText(/৳[\d,]+/);
      await expect(suggestion.locator('img')).toHaveAttribute('src', /\/uploads\//);
    }
    await expect(search).toHaveAttribute('aria-expanded', 'true');
  });

  test('a search that matches nothing says No products found', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('qqzzxx no such cloth');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('picking a suggestion opens the catalogue with that product highlighted', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    const answer = await (await request.get('/api/v1/products?search=panjabi&pageSize=6')).json();
    const [first, second] = answer.products as { id: string; name: string }[];
    if (!first || !second) throw new Error('the demo shop has fewer than two panjabi');

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('panjabi');
    await page.getByRole('option', { name: second.name }).click();
    await expect(page).toHaveURL(`/products?highlight=${second.id}`);
    await expect(page.getByRole('listbox', { name: 'Suggested products' })).toBeHidden();

    // With the keyboard: the first arrow press chooses the first suggestion, Enter opens it.
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('panjabi');
    await expect(page.getByRole('option', { name: first.name })).toBeVisible();
    await search.press('ArrowDown');
    await expect(page.getByRole('option', { name: first.name })).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(`/products?highlight=${first.id}`);
  });

  test('Enter without a chosen suggestion searches the catalogue for the text', {
    tag: '@one-width',
  }, async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('jamdani saree');
    await search.press('Enter');
    await expect(page).toHaveURL('/products?search=jamdani+saree');
  });

  test('the suggestion list closes on Escape and when the search box loses focus', {
    tag: '@one-width',
  }, async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('saree');
    const list = page.getByRole('listbox', { name: 'Suggested products' });
    await expect(list).toBeVisible();
    await search.press('Escape');
    await expect(list).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    await search.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.getByRole('heading', { name: 'Shop by Category' }).click();
    await expect(list).toBeHidden();
  });
});

test.describe('on a wide screen', () => {
  test.skip(({ isMobile }) => isMobile, 'the category menus and the top bar show from 768 px');

  test('the All categories mega-menu lists up to six categories of up to eight items, each a category page', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'All categories' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menus = page.getByRole('navigation', { name: 'Shop categories' });
    const groups = menus.getByRole('region');
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeLessThanOrEqual(LIMITS.menuCategories);
    for (const group of await groups.all()) {
      expect(await group.getByRole('listitem').count()).toBeLessThanOrEqual(LIMITS.menuItemsPerCategory);
    }
    await expect(menus.getByRole('link', { name: "Men's Fashion", exact: true })).toHaveAttribute(
      'href',
      "/category/men's-fashion",
    );
    const item = menus.getByRole('link', { name: 'Polo Shirts' });
    await expect(item).toHaveAttribute('href', '/category/polo-shirts');
    await item.click();
    await expect(page).toHaveURL('/category/polo-shirts');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the featured and help menus link to their pages, and a dropdown closes on Escape or an outside click', async ({
    page,
  }) => {
    await page.goto('/');
    const featured = page.getByRole('button', { name: 'Featured selections' });
    await featured.click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Top ranking', exact: true }),
    ).toHaveAttribute('href', '/category/top-ranking');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'New arrivals', exact: true }),
    ).toHaveAttribute('href', '/category/new-arrivals');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Top deals', exact: true }),
    ).toHaveAttribute('href', '/category/top-deals');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Top ranking', exact: true }),
    ).toBeHidden();
    await expect(featured).toBeFocused();

    await page.getByRole('button', { name: 'Help Center' }).click();
    for (const [name, href] of [
      ['Sample Center', '/help-center?section=sample-center'],
      ['Online Trade Show', '/help-center?section=online-trade-show'],
      ['Tips', '/help-center?section=tips'],
      ['Live Help', '/help-center?section=live'],
      ['FAQ', '/faq'],
    ] as const) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await page.getByRole('heading', { name: 'Shop by Category' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sample Center' })).toBeHidden();
  });

  test('a guest sees SIGN IN and PROFILE, and the MENU holds orders, messages, cart, favorites and account', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/auth');
    await expect(banner.getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/manageaccount');
    await banner.getByRole('button', { name: 'MENU' }).click();
    for (const [name, href] of [
      ['Orders', '/orders'],
      ['Messages', '/messages'],
      ['Cart', '/cart'],
      ['Favorites', '/wishlist'],
      ['Account', '/manageaccount'],
    ] as const) {
      await expect(banner.getByRole('listitem').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(banner.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    // The wishlist needs a signed-in shopper: a guest is sent to sign in, and comes back to it after.
    await banner.getByRole('listitem').getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.evaluate(() => localStorage.getItem('redirect_after_login'))).resolves.toBe(
      '/wishlist',
    );
    await expect(banner.getByRole('link', { name: 'Orders' })).toBeHidden();
  });

  test('Trending is the selected tab; New Product opens the new arrivals', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Highlights' });
    await expect(tabs.getByRole('link', { name: 'Trending' })).toHaveClass(/header__tab--selected/);
    await expect(tabs.getByRole('link', { name: 'New Product' })).not.toHaveClass(/header__tab--selected/);
    await tabs.getByRole('link', { name: 'New Product' }).click();
    await expect(page).toHaveURL('/category/new-arrivals');
    await expect(tabs.getByRole('link', { name: 'New Product' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Trending' })).toHaveAttribute(
      'href',
      '/category/top-ranking',
    );
  });

  test('choosing Bengali and another delivery country is remembered after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Deliver to Bangladesh' }).click();
    await page.getByRole('radio', { name: 'India' }).check();
    await expect(page.getByRole('button', { name: 'Deliver to India' })).toBeVisible();

    const picker = page.getByRole('button', { name: 'Language and currency: English, USD' });
    await picker.click();
    // Each language is named in its own words, whatever the page's language.
    const languages = page.getByRole('group', { name: 'Language' });
    await expect(languages.locator('label')).toHaveText(['English', 'বাংলা']);
    await expect(languages.getByText('বাংলা')).toHaveAttribute('lang', 'bn');
    await page.getByRole('radio', { name: 'বাংলা' }).check();
    await page.getByRole('radio', { name: 'BDT' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The header reads in Bengali at once, without a reload; the languages keep their names.
    await expect(page.getByRole('button', { name: 'ডেলিভারি: ভারত' })).toBeVisible();
    const inBengali = page.getByRole('group', { name: 'ভাষা' });
    await expect(inBengali.locator('label')).toHaveText(['English', 'বাংলা']);
    await expect(inBengali.getByText('English')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('button', { name: 'ডেলিভারি: ভারত' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ভাষা ও মুদ্রা: বাংলা, BDT' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the side drawer is for screens below 768 px');

  test('the menu button opens a side drawer with the pages and Login, and Escape or the backdrop closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'All categories' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'MENU', exact: true })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();

    const drawer = await openDrawer(page);
    for (const [name, href] of [
      ['Home', '/'],
      ['Products', '/products'],
      ['About', '/about'],
      ['Help-Center', '/help-center'],
      ['Login', '/auth'],
    ] as const) {
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(drawer.getByRole('link', { name: 'My Account' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(drawer.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('BD');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await openDrawer(page);
    // The backdrop: the part of the screen to the right of the drawer.
    await page.mouse.click(360, 400);
    await expect(drawer).toBeHidden();

    await openDrawer(page);
    await drawer.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(drawer).toBeHidden();
  });

  test('choosing Bengali in the drawer sets the page language and is remembered', async ({ page }) => {
    await page.goto('/');
    const drawer = await openDrawer(page);
    const language = drawer.getByRole('combobox', { name: 'Language' });
    // Each language is named in its own words, whatever the page's language.
    await expect(language.locator('option')).toHaveText(['English', 'বাংলা']);
    await language.selectOption('bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The drawer reads in Bengali at once (its own name too: it is no longer the dialog "Menu").
    const inBengali = page.getByRole('dialog').getByRole('combobox', { name: 'ভাষা' });
    await expect(inBengali).toHaveValue('bn');
    await expect(inBengali.locator('option')).toHaveText(['English', 'বাংলা']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
  });
});

test('dark mode darkens the page and stays on after a reload', async ({ page, isMobile }) => {
  await page.goto('/');
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  const scope = isMobile ? await openDrawer(page) : page.getByRole('banner');
  const toggle = scope.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);

  await page.reload();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
  const again = isMobile ? await openDrawer(page) : page.getByRole('banner');
  await expect(again.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
});

test('after 50 px of scrolling the header gains a shadow without moving the page below it', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(page.getByRole('region', { name: 'All Collection' }).getByRole('listitem')).toHaveCount(25);
  const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
  const layout = () =>
    page.evaluate(() => ({
      headerHeight: document.querySelector('header')?.getBoundingClientRect().height,
      mainTop: (document.querySelector('main')?.getBoundingClientRect().top ?? 0) + window.scrollY,
    }));
  expect(await shadow()).toBe('none');
  const before = await layout();

  await page.evaluate(() => window.scrollTo(0, 40));
  await page.waitForFunction(() => window.scrollY === 40);
  expect(await shadow()).toBe('none');

  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(shadow).not.toBe('none');
  expect(await layout()).toEqual(before);
  // The search stays in view while the page scrolls.
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeInViewport();
});

test('after 300 px of scrolling the floating buttons appear: back to top works and chat says it is coming', {
  tag: '@one-width',
}, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'All Collection' }).getByRole('listitem')).toHaveCount(25);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 250));
  await page.waitForFunction(() => window.scrollY === 250);
  await expect(backToTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(backToTop).toBeVisible();
  const chat = page.getByRole('button', { name: 'Chat with us' });
  await chat.click();
  await expect(chat).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Live chat is coming soon.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open live help' })).toHaveAttribute(
    'href',
    '/help-center?section=live',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByText('Live chat is coming soon.')).toBeHidden();

  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
});

test('the catalogue shows its chat bubble from the start; the home page only after 300 px', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(
    page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const chat = page.getByRole('button', { name: 'Chat with us' });
  await expect(chat).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await chat.click();
  await expect(page.getByText('Live chat is coming soon.')).toBeVisible();
  await chat.click();
  await expect(page.getByText('Live chat is coming soon.')).toBeHidden();

  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'All Collection' }).getByRole('listitem').first(),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});

test('a new page starts at its top', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'All Collection' }).getByRole('listitem')).toHaveCount(25);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
