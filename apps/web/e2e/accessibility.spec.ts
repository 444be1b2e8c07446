import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { seriousViolations, WCAG_TAGS } from './support/axe';
import { categoriesFromApi, slugFor } from './support/catalogue';
import { bookedCashOrder } from './support/couriers';
import { addedToCart, placedOrder } from './support/orders';
import { demoOperator, newShopper, type Shopper, signInAs } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { expectTitle, HOME_TITLE } from './support/titles';

/**
 * Issue 13: every screen of the shop and of the back office, in English and Bengali, light and
 * dark, at 375 px and 1280 px, has no serious or critical WCAG 2.2 AA violation that axe finds,
 * and (issue 25, WCAG's 2.4.2) a title of its own in the language it is read in. Each journey sets
 * its own widths, so it runs in the desktop project only (@one-width). One page visits its screens
 * in turn: it loads a screen once per language, switches the theme in place and runs axe at each
 * width; axe's wcag22aa rules include target-size (24 px, 2.5.8).
 */

const LANGUAGES = ['en', 'bn'] as const;
const THEMES = [
  { name: 'light', darkMode: false },
  { name: 'dark', darkMode: true },
] as const;
/**
 * The rules whose answer can change with the theme. The dark theme changes colours and nothing
 * else (no size, spacing or text: its stylesheet rules set colours only), so in dark the other rules
 * would read the same page as in light; they run there on a journey's first screen all the same,
 * where the header's theme button itself changes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** A screen to visit, and its title in English (support/titles.ts checks the Bengali one's form). */
type Screen = { name: string; path: string; title: string };

/**
 * Two animation frames (what a change of width has to lay out), then the end of every animation
 * that ends: a part fading in (the phone's floating bar) reads as too faint until it has, and axe
 * would measure its contrast halfway.
 */
const settled = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });

/**
 * A screen has loaded when its heading shows, no list is still loading (the listing's placeholders,
 * QueryState's loading line) and its fonts are in (a font that arrives later changes what axe
 * measures). Not "network idle": a picture loading
 * lazily can keep the network busy for as long as the machine is slow.
 */
async function open(page: Page, screen: Pick<Screen, 'name' | 'path'>) {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1 }).first(), screen.name).toBeVisible();
  await expect(page.locator('.listing-skeletons, p.state[role="status"]'), screen.name).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The shop's header and footer, the same around every screen: axe reads them on a journey's first screen. */
const SHOP_CHROME = ['header.header', 'footer.footer'];

/**
 * The theme changes the way another tab changes it (the preferences in storage and a `storage`
 * event): it only sets the colours, so the screen need not load again. The language is read when the
 * app starts, so each language loads the screen once.
 */
async function chooseTheme(page: Page, darkMode: boolean) {
  await page.evaluate((dark) => {
    const stored = JSON.parse(localStorage.getItem('preferences') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('preferences', JSON.stringify({ ...stored, darkMode: dark }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'preferences' }));
  }, darkMode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', darkMode ? 'dark' : 'light');
}

/**
 * Visits every screen in the eight combinations and reports, for each screen and combination, every
 * serious or critical violation: its rule, the elements it names, and where it was seen. The checks
 * are soft, so that one run lists every violation and a slow run still reports what it saw.
 */
async function expectAccessible(page: Page, screens: Screen[]) {
  // The first load signs the shopper in; the preferences are written on the shop's own origin.
  await page.goto('/');
  for (const language of LANGUAGES) {
    await page.evaluate((preferences) => localStorage.setItem('preferences', JSON.stringify(preferences)), {
      language,
      darkMode: false,
    });
    for (const [index, screen] of screens.entries()) {
      await page.setViewportSize(WIDTHS[1]);
      await open(page, screen);
      await expectTitle(page, language, screen.title, `${screen.name} in ${language}`);
      for (const theme of THEMES) {
        await chooseTheme(page, theme.darkMode);
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          await settled(page);
          const serious = await seriousViolations(
            page,
            theme.darkMode && index > 0 ? { rules: COLOUR_RULES } : { tags: WCAG_TAGS },
            { exclude: index > 0 ? SHOP_CHROME : [] },
          );
          const where = `${screen.name} in ${language}, ${theme.name}, ${size.width} px`;
          expect.soft(serious, `${where}:\n${serious.join('\n')}`).toEqual([]);
        }
      }
    }
  }
}

/** A new shopper with a placed order (online payment, so it has a payment page), an address and a cart. */
async function shopperWithHistory(request: APIRequestContext) {
  const shopper = await newShopper(request, 'Nusrat Jahan', { verified: true });
  const order = await placedOrder(request, shopper, 'bkash');
  await savedAddress(request, shopper, { ...HOME_IN_DHAKA, fullName: shopper.name, isDefault: true });
  await addedToCart(request, shopper);
  return { shopper, order };
}

test.describe.configure({ mode: 'parallel' });
// Eight combinations of seven to ten screens: three minutes each on two cores shared with other work.
test.setTimeout(300_000);

test('the shop’s browsing pages and the shopper’s account each have a title of their own in both languages and no serious accessibility violation @one-width', async ({
  page,
  request,
  catalogue,
}) => {
  const [category] = await categoriesFromApi(request);
  if (!category) throw new Error('The demo shop has no categories');
  const [product] = (await catalogue.products({ pageSize: 1 })).products;
  if (!product) throw new Error('The demo shop has no products');
  const { shopper } = await shopperWithHistory(request);
  await signInAs(page, shopper);
  await expectAccessible(page, [
    { name: 'home', path: '/', title: HOME_TITLE },
    { name: 'catalogue', path: '/products', title: 'All Products | Haat' },
    { name: 'category', path: `/category/${slugFor(category.title)}`, title: `${category.title} | Haat` },
    { name: 'product', path: `/product/${product.id}`, title: `${product.name} | Haat` },
    { name: 'account', path: '/manageaccount', title: 'Dashboard | Haat' },
    { name: 'addresses', path: '/addresses', title: 'Address Book | Haat' },
  ]);
});

test('the shopper’s cart, checkout, payment and orders each have a title of their own in both languages and no serious accessibility violation @one-width', async ({
  page,
  request,
}) => {
  const { shopper, order } = await shopperWithHistory(request);
  const parcel = await bookedCashOrder(request, shopper, await demoOperator(request), { delivered: true });
  // Placing an order empties the cart: the cart and checkout get a product again.
  await addedToCart(request, shopper);
  await signInAs(page, shopper);
  await expectAccessible(page, [
    { name: 'cart', path: '/cart', title: 'Shopping Cart | Haat' },
    { name: 'checkout', path: '/cartpayment', title: 'Checkout | Haat' },
    { name: 'payment', path: `/payments/${order._id}`, title: 'Payment | Haat' },
    { name: 'orders', path: '/orders', title: 'My Orders | Haat' },
    { name: 'order details', path: `/order/${order._id}`, title: `Order ${order.orderNumber} | Haat` },
    {
      name: 'order details with its parcel',
      path: `/order/${parcel._id}`,
      title: `Order ${parcel.orderNumber} | Haat`,
    },
    { name: 'tracking', path: `/track?order=${order.orderNumber}`, title: 'Track your order | Haat' },
  ]);
});

/**
 * The operator, with orders of a new shopper's to open: one waiting for its payment, and one
 * delivered by Steadfast (its courier panel with the parcel's timeline, and a label to print).
 */
async function operatorWithOrder(request: APIRequestContext) {
  const shopper: Shopper = await newShopper(request);
  const order = await placedOrder(request, shopper, 'bkash');
  const operator = await demoOperator(request);
  const parcel = await bookedCashOrder(request, shopper, operator, { delivered: true });
  return { operator, order, parcel };
}

test('the back office’s order pages each have a title of their own in both languages and no serious accessibility violation @one-width', async ({
  page,
  request,
}) => {
  const { operator, order, parcel } = await operatorWithOrder(request);
  await signInAs(page, operator);
  await expectAccessible(page, [
    { name: 'admin dashboard', path: '/admin', title: 'Dashboard | Haat' },
    { name: 'admin orders', path: '/admin/orders', title: 'Orders | Haat' },
    {
      name: 'admin order details',
      path: `/admin/orders/${order._id}`,
      title: `Order ${order.orderNumber} | Haat`,
    },
    {
      name: 'admin order with its courier',
      path: `/admin/orders/${parcel._id}`,
      title: `Order ${parcel.orderNumber} | Haat`,
    },
    { name: 'admin labels', path: `/admin/labels?orders=${parcel._id}`, title: 'Parcel labels | Haat' },
    { name: 'admin payments', path: '/admin/payments', title: 'Payment checks | Haat' },
    { name: 'admin statements', path: '/admin/statements', title: 'Statement matching | Haat' },
    { name: 'admin courier payouts', path: '/admin/payouts', title: 'Courier payouts | Haat' },
    { name: 'admin returns', path: '/admin/returns', title: 'Returns | Haat' },
    { name: 'admin cancellations', path: '/admin/cancellations', title: 'Cancelled orders | Haat' },
  ]);
});

test('the back office’s catalogue and settings each have a title of their own in both languages and no serious accessibility violation @one-width', async ({
  page,
  operator,
  catalogue,
}) => {
  const [product] = (await catalogue.products({ pageSize: 1 })).products;
  if (!product) throw new Error('The demo shop has no products');
  await signInAs(page, operator);
  await expectAccessible(page, [
    { name: 'admin products', path: '/admin/products', title: 'Products | Haat' },
    {
      name: 'admin product editor',
      path: `/admin/products/${product.id}`,
      title: `Edit ${product.name} | Haat`,
    },
    { name: 'admin new product', path: '/admin/products/new', title: 'New product | Haat' },
    { name: 'admin categories', path: '/admin/categories', title: 'Categories | Haat' },
    { name: 'admin storefront', path: '/admin/storefront', title: 'Storefront | Haat' },
    { name: 'admin promo codes', path: '/admin/promo-codes', title: 'Promo codes | Haat' },
    { name: 'admin settings', path: '/admin/settings', title: 'Settings | Haat' },
    { name: 'admin audit log', path: '/admin/audit-log', title: 'Audit log | Haat' },
    { name: 'admin COD guard', path: '/admin/risk', title: 'COD guard | Haat' },
    { name: 'admin outbox', path: '/admin/outbox', title: 'Outbox | Haat' },
  ]);
});

test('at 320 px the home, product, cart and checkout pages do not scroll sideways @one-width', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const [product] = (await catalogue.products({ pageSize: 1 })).products;
  if (!product) throw new Error('The demo shop has no products');
  await addedToCart(request, shopper);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', `/product/${product.id}`, '/cart', '/cartpayment']) {
    await open(page, { name: path, path });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide at 320 px`).toBeLessThanOrEqual(320);
  }
});
