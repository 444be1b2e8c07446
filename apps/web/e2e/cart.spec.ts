import type { Catalogue } from './support/catalogue';
import { addToCart, cartOf } from './support/orders';
import { newShopper, type Shopper, signInAs } from './support/session';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';

/** Demo products with stock in every size, as many as asked for: these journeys choose sizes. */
const productsInEverySize = (catalogue: Catalogue, count: number) =>
  catalogue.findProducts(
    count,
    (product) => !product.oneSize && product.sizes.every((size) => size.stock >= 5),
  );

/** `quantity` pieces of a product in stock, in `size`, put in the shopper's cart through the API. */
async function withALine(
  { request, catalogue, shopper }: { request: APIRequestContext; catalogue: Catalogue; shopper: Shopper },
  size: string,
  quantity: number,
) {
  const [product] = await productsInEverySize(catalogue, 1);
  if (!product) throw new Error('no product');
  await addToCart(request, shopper, product.id, size, quantity);
  return { product, shopper };
}

const lines = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox') });
const line = (page: Page, name: string, size: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${name}, size ${size}` }) });
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

// The journey that fills the cart from the product page and a card's quick view runs at both
// widths. The rest does not change with the width and runs at 1280 px: the shop's answers, the
// sign-in round trip, the wishlist, the taka glyph (taka-glyph.spec.ts), and the floating cart,
// whose buttons layout.spec.ts checks at 375 px.

test('a guest who adds to the cart is asked to sign in, and comes back to the product', {
  tag: '@one-width',
}, async ({ page, request, catalogue }) => {
  const [product] = await productsInEverySize(catalogue, 1);
  if (!product) throw new Error('no product');
  const shopper = await newShopper(request, 'Lamia Haque');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please login to add items to cart' }),
  ).toBeVisible();
  await page.getByRole('alert').getByRole('link', { name: 'Login' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(shopper.email);
  await panel.getByLabel('Password').fill(shopper.password);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/product/${product.id}`, { timeout: 15_000 });
});

test('a shopper fills the cart from the product page and a card’s quick view, then changes, deletes and uses promo codes', async ({
  page,
  request,
  catalogue,
}) => {
  const [first, second] = await productsInEverySize(catalogue, 2);
  if (!first || !second) throw new Error('no products');
  const shopper = await newShopper(request, 'Rafia Sultana');
  await signInAs(page, shopper);

  // Two sizes of one product from its page.
  await page.goto(`/product/${first.id}`);
  for (const size of ['M', 'L']) {
    await page.getByRole('button', { name: size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Item added to cart successfully' }),
    ).toBeVisible();
  }
  // One of another from the catalogue, through its card's quick view.
  await page.goto(`/products?search=${encodeURIComponent(second.name)}`);
  await page
    .getByRole('button', { name: `Add to Cart: ${second.name}, choose a size` })
    .first()
    .click();
  const quick = page.getByRole('dialog');
  await quick.getByRole('button', { name: 'S', exact: true }).click();
  await quick.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(quick).toBeHidden();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /Open the cart, 3 items/ })
      .or(page.getByRole('banner').getByRole('button', { name: /Open the cart, 3 items/ })),
  ).toBeVisible();

  await page.goto('/cart');
  await expect(lines(page)).toHaveCount(3);
  await expect(summary(page)).toContainText(`Items total (3)`);
  const total = (prices: number[]) =>
    `৳${(prices.reduce((a, b) => a + b, 0) + 150).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(summary(page).getByText(total([first.price, first.price, second.price]))).toBeVisible();

  // Quantity up on one line: the line and the summary follow.
  await line(page, first.name, 'M')
    .getByRole('button', { name: `Increase quantity of ${first.name}` })
    .click();
  await expect(summary(page)).toContainText('Items total (4)');
  await expect
    .poll(async () => (await cartOf(request, shopper)).items.find((item) => item.size === 'M')?.quantity)
    .toBe(2);

  // Delete the selected L line: untick the others and DELETE.
  await page.getByRole('checkbox', { name: `Select ${first.name}, size M` }).uncheck();
  await page.getByRole('checkbox', { name: `Select ${second.name}, size S` }).uncheck();
  await page.getByRole('button', { name: 'Delete the selected items' }).click();
  await expect(lines(page)).toHaveCount(2);
  await expect.poll(async () => (await cartOf(request, shopper)).items.length).toBe(2);

  // Both lines selected again; WELCOME10 takes 10% off them.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const promo = page.getByRole('region', { name: 'Promo code' });
  await promo.getByRole('textbox').fill('welcome10');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByRole('status')).toContainText('WELCOME10 applied');
  const items = first.price * 2 + second.price;
  const discount = Math.round(items * 10) / 100;
  await expect(summary(page)).toContainText(
    `−৳${discount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  // An expired code is refused, and says why.
  await promo.getByRole('textbox').fill('EID2025');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByRole('alert')).toHaveText('This promo code has expired.');
  await promo.getByRole('textbox').fill('NOSUCHCODE');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByRole('alert')).toHaveText('Invalid Promo Code');
  // Nothing on the page is wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);

  // Proceed to Checkout carries the selection.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/cartpayment\?lines=/);
  await expect(page.getByRole('main')).toContainText(second.name);
});

test('the cart survives a reload and shows the same in a second browser signed in to the same account', {
  tag: '@one-width',
}, async ({ page, request, browser, shopper, catalogue }) => {
  const { product } = await withALine({ request, catalogue, shopper }, 'XL', 2);
  await page.goto('/cart');
  await expect(lines(page)).toHaveCount(1);
  await page.reload();
  await expect(line(page, product.name, 'XL').getByText('2', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]').length)).toBe(1);

  const other = await openSecondBrowser(browser, request, shopper);
  await other.goto('/cart');
  await expect(line(other, product.name, 'XL')).toBeVisible();
  await other.context().close();
});

/**
 * A second browser signed in to the same account with a session of its own. It signs in through
 * the API: the Login form and its way home are auth.spec.ts's journeys.
 */
async function openSecondBrowser(
  browser: Browser,
  request: APIRequestContext,
  shopper: Shopper,
): Promise<Page> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as Pick<Shopper, 'token' | 'user'>;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, { ...shopper, ...session });
  return page;
}

test('a change the shop refuses is rolled back with its words, and one that gets no answer with the spec’s', {
  tag: '@one-width',
}, async ({ page, request, shopper, catalogue }) => {
  const { product } = await withALine({ request, catalogue, shopper }, 'M', 1);
  await page.goto('/cart');
  const row = line(page, product.name, 'M');
  await expect(row).toBeVisible();

  // The server refuses (someone bought the last pieces meanwhile): the line goes back to 1.
  // The refusal is held back until the test has seen the change shown.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/v1/cart/items/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await answered;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'onlyLeftInSize', message: 'Only 1 left in size M.' }),
    });
  });
  await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  // Shown at once, before the answer…
  await expect(row.getByRole('group').getByText('2', { exact: true })).toBeVisible();
  answer();
  // …then rolled back, with the shop's words.
  await expect(page.getByRole('alert').filter({ hasText: 'Only 1 left in size M.' })).toBeVisible();
  await expect(row.getByRole('group').getByText('1', { exact: true })).toBeVisible();

  // No answer at all: the spec's network message, and the line stays.
  await page.unroute('**/api/v1/cart/items/*');
  await page.route('**/api/v1/cart/items/*', (route) =>
    route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.continue(),
  );
  await row.getByRole('button', { name: `Remove ${product.name}, size M` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection.' }),
  ).toBeVisible();
  await expect(row).toBeVisible();
  expect((await cartOf(request, shopper)).items).toHaveLength(1);
});

test('the floating cart appears after scrolling and opens the cart in a drawer; a guest is asked to log in', {
  tag: '@one-width',
}, async ({ page, request, catalogue }) => {
  await page.goto('/products');
  const floating = page.getByRole('button', { name: /^Open the cart/ }).and(page.locator('.floating-cart'));
  await expect(
    page.getByRole('region', { name: 'All Products' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(floating).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(floating).toBeVisible();
  await floating.click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByText('Please login to view your cart.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Then a shopper signs in, with a line in the cart.
  const shopper = await newShopper(request);
  const { product } = await withALine({ request, catalogue, shopper }, 'S', 3);
  await signInAs(page, shopper);
  await page.goto('/products');
  await expect(
    page.getByRole('region', { name: 'All Products' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('button', { name: 'Open the cart, 3 items' }).last().click();
  await expect(
    page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: product.name }),
  ).toBeVisible();
});

test('a product goes from its page to the wishlist, and from /wishlist into the cart', {
  tag: '@one-width',
}, async ({ page, request, shopper, catalogue }) => {
  const [product] = await productsInEverySize(catalogue, 1);
  if (!product) throw new Error('no product');
  await page.goto(`/product/${product.id}`);
  const heart = page.getByRole('button', { name: 'Wishlist' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  const entry = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
  await expect(entry.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/product/${product.id}`,
  );
  await entry.getByRole('button', { name: `Add ${product.name} to the cart` }).click();
  await expect(entry.getByRole('alert')).toHaveText('Please select a size before adding to cart.');
  await entry.getByLabel(`Size of ${product.name}`).selectOption('M');
  await entry.getByRole('button', { name: `Add ${product.name} to the cart` }).click();
  await expect(entry.getByRole('status')).toContainText('Added to your cart.');
  await expect
    .poll(async () => (await cartOf(request, shopper)).items.map((item) => item.size))
    .toEqual(['M']);

  await entry.getByRole('button', { name: `Remove ${product.name} from the wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty. Start adding some products!')).toBeVisible();
});

test('a price on the cart page is drawn with the taka glyph', {
  tag: '@one-width',
}, async ({ page, request, shopper, catalogue }) => {
  const [product] = await productsInEverySize(catalogue, 1);
  if (!product) throw new Error('no product');
  await addToCart(request, shopper, product.id, 'M');
  await page.goto('/cart');
  const price = summary(page).getByText(/^৳/).first();
  await expect(price).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // The taka sign comes from the shop's own font, whatever fonts the machine has.
  expect(await page.evaluate(() => document.fonts.check('16px "Haat Taka"', '৳'))).toBe(true);
});
