import type { ProductDetail } from '@haat/contracts';
import { LIMITS, MAX_QUANTITY_PER_LINE } from '@haat/contracts/constants';
import { expect, type Locator, type Page, test } from './support/test';
import { swipe } from './support/touch';

const inStock = (product: ProductDetail) => product.stock > 0;

const sizeButton = (scope: Page | Locator, size: string) =>
  scope.getByRole('button', { name: size, exact: true });

// The gallery (a swipe on a phone), the shelves (loaded as a phone scrolls to them) and the space
// the product takes while it loads run at both widths; journey.spec.ts opens a product on a phone
// too. The rest is the same at any width and runs at 1280 px.
test('a shopper sees where the product sits in the shop, its price, details, ratings and delivery terms', {
  tag: '@one-width',
}, async ({ page, catalogue }) => {
  const product = await catalogue.findProduct((p) => inStock(p) && p.oldPrice !== null);
  await page.goto(`/product/${product.id}`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | Haat`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: product.category })).toHaveAttribute(
    'href',
    `/category/${product.categorySlug}`,
  );
  await expect(breadcrumb).toContainText(product.name);

  const price = `৳${new Intl.NumberFormat('en-IN').format(product.price)}`;
  await expect(page.getByText(price).first()).toBeVisible();
  await expect(
    page.getByText(`Was ৳${new Intl.NumberFormat('en-IN').format(product.oldPrice ?? 0)}`),
  ).toBeAttached();

  // Description first; the Specification tab lists brand, colour, category, item and sizes.
  const tabs = page.getByRole('tablist', { name: 'Product details' });
  await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(product.description);
  await tabs.getByRole('tab', { name: 'Specification' }).click();
  const specification = page.getByRole('tabpanel');
  for (const value of [product.brand, product.colour, product.category, product.item]) {
    await expect(specification).toContainText(value);
  }
  await expect(specification).toContainText('Sizes available');
  await tabs.getByRole('tab', { name: 'Specification' }).press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Description' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText(product.description);

  const ratings = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(ratings).toContainText('4.3');
  await expect(ratings).toContainText('Based on 187 reviews');
  await expect(ratings.getByRole('listitem')).toHaveCount(5);

  const delivery = page.getByRole('region', { name: 'Delivery & returns' });
  await expect(delivery).toContainText('2-4 days');
  await expect(delivery).toContainText('৳60');
  await expect(delivery).toContainText('Cash on delivery available');
  await expect(delivery).toContainText('7-day returns');
  await expect(delivery).toContainText('Warranty not available');
  const seller = page.getByRole('region', { name: 'Sold by' });
  await expect(seller).toContainText('84%');
  await expect(seller).toContainText('94%');

  // The offer counts down from two hours, second by second.
  const clock = page.getByRole('timer');
  await expect(clock).toHaveText(/^(02:00:00|01:59:\d\d)$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '');
  await expect(clock).toHaveText(/^01:59:\d\d$/);
});

test('the gallery switches pictures, and the zoom viewer moves through them, wraps around and closes', async ({
  page,
  isMobile,
  catalogue,
}) => {
  const product = await catalogue.findProduct((p) => p.images.length >= 3);
  const total = product.images.length;
  await page.goto(`/product/${product.id}`);

  const gallery = page.getByRole('region', { name: `Pictures of ${product.name}` });
  const large = gallery.getByRole('img', { name: `${product.name}, picture 1 of ${total}` });
  await expect(large).toHaveAttribute('src', product.images[0] ?? '');
  await expect(large).toHaveAttribute('width', '720');
  // Thumbnails are the small pictures; they are decorative inside their buttons.
  await expect(
    gallery.getByRole('button', { name: `Show picture 1 of ${total}` }).locator('img'),
  ).toHaveAttribute('src', product.thumbnails[0] ?? '');

  await gallery.getByRole('button', { name: `Show picture 2 of ${total}` }).click();
  await expect(gallery.getByRole('img', { name: `${product.name}, picture 2 of ${total}` })).toHaveAttribute(
    'src',
    product.images[1] ?? '',
  );

  await gallery.getByRole('button', { name: `View full screen: picture 2 of ${total}` }).click();
  const viewer = page.getByRole('dialog', { name: `Pictures of ${product.name}, full screen` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', product.images[1] ?? '');

  // Forward to the last picture, then past it to the first, and back again.
  for (let number = 3; number <= total; number++) {
    await viewer.getByRole('button', { name: 'Next picture' }).click();
    await expect(viewer.getByText(`${number} / ${total}`)).toBeVisible();
  }
  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', product.images[0] ?? '');
  await viewer.getByRole('button', { name: 'Previous picture' }).click();
  await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();

  if (isMobile) {
    const picture = viewer.getByRole('img');
    await swipe(picture, -150, 10);
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await swipe(picture, 150, -10);
    await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
    await swipe(picture, 10, 200);
    await expect(viewer).toBeHidden();
    await gallery.getByRole('button', { name: /full screen/ }).click();
    await expect(viewer).toBeVisible();
  }

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The gallery shows the picture the viewer was left on.
  await expect(
    gallery.getByRole('img', { name: `${product.name}, picture ${total} of ${total}` }),
  ).toBeVisible();
});

test('a shopper picks a size, sees the size chart, and the quantity stays within the size’s stock', {
  tag: '@one-width',
}, async ({ page, catalogue }) => {
  const product = await catalogue.findProduct(
    (p) =>
      p.sizes.some((s) => s.stock === 0) &&
      p.sizes.some((s) => s.stock >= 2 && s.stock < MAX_QUANTITY_PER_LINE) &&
      p.sizes.some((s) => s.stock > MAX_QUANTITY_PER_LINE),
  );
  const soldOut = product.sizes.find((s) => s.stock === 0);
  const few = product.sizes.find((s) => s.stock >= 2 && s.stock < MAX_QUANTITY_PER_LINE);
  const many = product.sizes.find((s) => s.stock > MAX_QUANTITY_PER_LINE);
  if (!soldOut || !few || !many) throw new Error('unreachable');
  await page.goto(`/product/${product.id}`);

  for (const { size } of product.sizes) await expect(sizeButton(page, size)).toBeVisible();
  await expect(sizeButton(page, soldOut.size)).toBeDisabled();

  await page.getByRole('button', { name: 'Size chart' }).click();
  const chart = page.getByRole('dialog', { name: 'Size chart (inches)' });
  await expect(chart).toBeVisible();
  for (const [size, chest, length] of [
    ['S', 36, 26],
    ['M', 38, 27],
    ['L', 40, 28],
    ['XL', 42, 29],
  ] as const) {
    await expect(chart.getByRole('row', { name: `${size} ${chest}" ${length}"` })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();

  const quantity = page.getByRole('status', { name: 'Quantity' });
  const more = page.getByRole('button', { name: 'Increase quantity' });
  const less = page.getByRole('button', { name: 'Decrease quantity' });
  await expect(quantity).toHaveText('1');
  await expect(less).toBeDisabled();

  await sizeButton(page, many.size).click();
  await expect(sizeButton(page, many.size)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Size: ${many.size}`)).toBeVisible();
  for (let count = 2; count <= MAX_QUANTITY_PER_LINE; count++) {
    await more.click();
    await expect(quantity).toHaveText(String(count));
  }
  await expect(more).toBeDisabled();
  await expect(page.getByText(`At most ${MAX_QUANTITY_PER_LINE} per order`)).toBeVisible();

  // A size with fewer left brings the quantity down to what there is.
  await sizeButton(page, few.size).click();
  await expect(sizeButton(page, many.size)).toHaveAttribute('aria-pressed', 'false');
  await expect(quantity).toHaveText(String(few.stock));
  await expect(more).toBeDisabled();
  if (few.stock <= 5) await expect(page.getByText(`Only ${few.stock} left in ${few.size}`)).toBeVisible();
  for (let count = few.stock - 1; count >= 1; count--) {
    await less.click();
    await expect(quantity).toHaveText(String(count));
  }
  await expect(less).toBeDisabled();
});

test('a guest is asked for a size, then to log in, before adding to the cart or the wishlist', {
  tag: '@one-width',
}, async ({ page, catalogue }) => {
  const product = await catalogue.findProduct(inStock);
  const size = product.sizes.find((s) => s.stock > 0);
  if (!size) throw new Error('unreachable');
  await page.goto(`/product/${product.id}`);

  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  // The button reads as unavailable without a size, and a press on it says why.
  await add.click({ force: true });
  await expect(page.getByRole('alert')).toHaveText('Please select a size before adding to cart.');

  await sizeButton(page, size.size).click();
  await expect(add).toBeEnabled();
  await expect(page.getByRole('alert')).toBeHidden();
  await add.click();
  const prompt = page.getByRole('alert');
  await expect(prompt).toContainText('Please login to add items to cart');
  await expect(prompt.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBe(
    `/product/${product.id}`,
  );

  await page.getByRole('button', { name: 'Wishlist' }).click();
  await expect(page.getByRole('alert')).toContainText('Please login to save items to your wishlist');
  await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('alert').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('without a share sheet, Share offers WhatsApp, Facebook, Messenger and Copy link, which copies the product’s link', {
  tag: '@one-width',
}, async ({ page, context, catalogue }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const [product] = await catalogue.all();
  if (!product) throw new Error('The demo shop has no products');
  await page.goto(`/product/${product.id}`);

  await page.getByRole('button', { name: 'Share' }).click();
  const places = page.getByRole('list', { name: 'Share to' });
  await expect(places.getByRole('listitem')).toHaveText(['WhatsApp', 'Facebook', 'Messenger', 'Copy link']);
  const link = encodeURIComponent(new URL(`/product/${product.id}`, page.url()).href);
  await expect(places.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${link}$`),
  );
  await expect(places.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${link}`,
  );
  await page.keyboard.press('Escape');
  await expect(places).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
  await page.getByRole('button', { name: 'Share' }).click();
  await places.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^https?://[^/]+/product/${product.id}$`),
  );
});

test('recently viewed keeps the products seen, newest first, each once, and not the one on screen', {
  tag: '@one-width',
}, async ({ page, catalogue }) => {
  const [first, second, third] = await catalogue.all();
  if (!first || !second || !third) throw new Error('The demo shop has too few products');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  const shows = async (names: string[]) => {
    await expect(recent.getByRole('listitem')).toHaveCount(names.length);
    await expect(recent.getByRole('listitem')).toContainText(names);
  };

  await page.goto(`/product/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related products' })).toBeVisible();
  await expect(recent).toHaveCount(0);

  await page.goto(`/product/${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await shows([first.name]);

  await page.goto(`/product/${third.id}`);
  await expect(page.getByRole('heading', { level: 1, name: third.name })).toBeVisible();
  await shows([second.name, first.name]);

  // A second visit adds nothing: the first product is not listed twice.
  await page.goto(`/product/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await shows([third.name, second.name]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]'));
  expect(stored.map((entry: { id: string }) => entry.id)).toEqual([third.id, second.id, first.id]);

  // The shelf's cards come from storage: a click opens the product.
  await recent.getByRole('link', { name: third.name }).click();
  await expect(page).toHaveURL(`/product/${third.id}`);
  await expect(page.getByRole('heading', { level: 1, name: third.name })).toBeVisible();
});

test('recently viewed holds at most 10 products', { tag: '@one-width' }, async ({ page, catalogue }) => {
  const products = (await catalogue.all()).slice(0, LIMITS.recentlyViewed + 2);
  // Ten products seen before, stored as the page stores them.
  await page.addInitScript(
    (seen) => {
      if (!localStorage.getItem('recentlyViewed'))
        localStorage.setItem('recentlyViewed', JSON.stringify(seen));
    },
    products.slice(1, LIMITS.recentlyViewed + 1),
  );
  const latest = products[0];
  if (!latest) throw new Error('The demo shop has no products');

  await page.goto(`/product/${latest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: latest.name })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]').length))
    .toBe(LIMITS.recentlyViewed);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]'));
  expect(stored[0].id).toBe(latest.id);
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('listitem')).toHaveCount(
    LIMITS.recentlyViewed - 1,
  );
});

test('the shelves show related products, products you may also like and the top sellers', async ({
  page,
  isMobile,
  catalogue,
}) => {
  const product = await catalogue.findProduct(inStock);
  const shelfCalls: string[] = [];
  page.on('request', (call) => {
    if (/\/api\/v1\/products\/(top|[\w-]+\/(related|also-like))/.test(call.url()))
      shelfCalls.push(call.url());
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // On a phone the shelves are far below the fold: they load as the shopper scrolls down to them.
  const related = page.getByRole('region', { name: 'Related products' });
  if (isMobile) expect(shelfCalls).toEqual([]);
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByRole('listitem').first()).toBeVisible();
  const relatedCount = await related.getByRole('listitem').count();
  expect(relatedCount).toBeGreaterThan(0);
  expect(relatedCount).toBeLessThanOrEqual(LIMITS.relatedProducts);
  await expect(related.locator(`a[href="/product/${product.id}"]`)).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'You May Also Like' }).getByRole('listitem')).toHaveCount(
    LIMITS.youMayAlsoLike,
  );
  await expect(page.getByRole('region', { name: 'Top sold products' }).getByRole('listitem')).toHaveCount(
    LIMITS.topProducts,
  );
  await expect(page.getByRole('region', { name: 'Delivery information' })).toContainText('Inside Dhaka');
  const faq = page.getByRole('region', { name: 'Questions about this product' });
  await faq.getByText('What if it does not fit?').click();
  await expect(faq.getByText(/within 7 days of delivery/)).toBeVisible();
});

test('quick view shows a product’s picture, price and sizes S to XXL, and asks a guest to log in', {
  tag: '@one-width',
}, async ({ page, catalogue }) => {
  const product = await catalogue.findProduct(inStock);
  await page.goto(`/product/${product.id}`);

  const top = page.getByRole('region', { name: 'Top sold products' });
  await top.scrollIntoViewIfNeeded();
  const card = top.getByRole('listitem').first();
  const id = (await card.getByRole('link').getAttribute('href'))?.split('/').pop() ?? '';
  const shown = await catalogue.detailOf(id);
  await card.getByRole('button', { name: `Quick view: ${shown.name}` }).click();

  const quick = page.getByRole('dialog', { name: `Quick view: ${shown.name}` });
  await expect(quick).toBeVisible();
  await expect(quick.getByRole('heading', { name: shown.name })).toBeVisible();
  await expect(quick.getByRole('img', { name: shown.name })).toBeVisible();
  await expect(quick).toContainText(`৳${new Intl.NumberFormat('en-IN').format(shown.price)}`);
  for (const size of ['S', 'M', 'L', 'XL', 'XXL']) await expect(sizeButton(quick, size)).toBeVisible();

  const add = quick.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  for (const { size, stock } of shown.sizes) {
    if (stock === 0) await expect(sizeButton(quick, size)).toBeDisabled();
  }
  const available = shown.sizes.find((s) => s.stock > 0);
  if (available) {
    await sizeButton(quick, available.size).click();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(quick.getByRole('alert')).toContainText('Please login to add items to cart');
  }

  await page.keyboard.press('Escape');
  await expect(quick).toBeHidden();
});

/** What makes a size button look like one, and its group like the product page's. */
const SIZE_LOOK = [
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'min-height',
  'font-weight',
  'background-color',
] as const;
const GROUP_LOOK = ['border-top-style', 'border-top-width', 'padding-left'] as const;

async function lookOf(locator: Locator, properties: readonly string[]) {
  return locator.evaluate(
    (element, names) =>
      Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
    properties,
  );
}

// Seen at both widths: the quick view is the catalogue's way to the cart on a phone as well.
test('the quick view opened from a card on the home page, the catalogue and a category page is styled like the product page', async ({
  page,
  catalogue,
}) => {
  const looks: { size: Record<string, string>; group: Record<string, string> }[] = [];
  let product: ProductDetail | undefined;
  for (const path of ['/', '/products', '/category/top-ranking']) {
    // A fresh page load each time: the product page's styles must not have come along before.
    await page.goto(path);
    const shown = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('button', { name: /^Add to Cart: / }),
      });
    await expect(shown.first()).toBeVisible();
    // A product with sizes to choose, one of them in stock and not chosen yet.
    let size: string | undefined;
    for (const card of (await shown.all()).slice(0, 10)) {
      const id = (await card.getByRole('link').first().getAttribute('href'))?.split('/').pop() ?? '';
      const detail = await catalogue.detailOf(id);
      size = detail.sizes.length > 1 ? detail.sizes.find((entry) => entry.stock > 0)?.size : undefined;
      if (!size) continue;
      product = detail;
      await card.getByRole('button', { name: /^Add to Cart: / }).click();
      break;
    }
    if (!product || !size) throw new Error(`no card on ${path} has a product with sizes in stock`);

    const quick = page.getByRole('dialog', { name: `Quick view: ${product.name}` });
    await expect(quick).toBeVisible();
    const sizes = quick.getByRole('group', { name: 'Size' });
    await expect(sizeButton(sizes, size)).toBeEnabled();
    // The picture beside the name and price, not above them.
    const picture = await quick.getByRole('img', { name: product.name }).boundingBox();
    const name = await quick.getByRole('heading', { name: product.name }).boundingBox();
    if (!picture || !name) throw new Error('the quick view is not laid out');
    expect(name.x, `${path}: the name is beside the picture`).toBeGreaterThanOrEqual(
      picture.x + picture.width,
    );
    expect(name.y, `${path}: the name is beside the picture`).toBeLessThan(picture.y + picture.height);
    looks.push({
      size: await lookOf(sizeButton(sizes, size), SIZE_LOOK),
      group: await lookOf(sizes, GROUP_LOOK),
    });
    await page.keyboard.press('Escape');
    await expect(quick).toBeHidden();
    product = undefined;
  }

  // The product page's sizes, for the look to compare with.
  const detail = await catalogue.findProduct((p) => p.sizes.length > 1 && inStock(p));
  const size = detail.sizes.find((entry) => entry.stock > 0)?.size ?? '';
  await page.goto(`/product/${detail.id}`);
  const sizes = page.getByRole('main').getByRole('group', { name: 'Size' });
  await expect(sizeButton(sizes, size)).toBeEnabled();
  const expected = {
    size: await lookOf(sizeButton(sizes, size), SIZE_LOOK),
    group: await lookOf(sizes, GROUP_LOOK),
  };
  // A bare fieldset has a border; a plain button has the browser's grey face and no rounded corners.
  expect(expected.group['border-top-style']).toBe('none');
  for (const look of looks) expect(look).toEqual(expected);
});

for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
  test(`a missing product (${id}) says so and offers a way back to shopping`, { tag: '@one-width' }, async ({
    page,
  }) => {
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
}

test('the alternate entry /productdetails shows the product named by ?id=', { tag: '@one-width' }, async ({
  page,
  catalogue,
}) => {
  const [product] = await catalogue.all();
  if (!product) throw new Error('The demo shop has no products');
  await page.goto(`/productdetails?id=${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await page.goto('/productdetails');
  await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();

  // Another page may send the shopper here with the product in the navigation state, as
  // navigate('/productdetails', { state: { product } }) does (the router keeps it under `usr`).
  const [, other] = await catalogue.all();
  if (!other) throw new Error('The demo shop has too few products');
  await page.evaluate((product) => {
    window.history.pushState(
      { usr: { product: { _id: product.id } }, key: 'state', idx: 1 },
      '',
      '/productdetails',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, other);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
});

test('while the product loads the page says Loading..., in the space the product will take', async ({
  page,
  catalogue,
}) => {
  const [product] = await catalogue.all();
  if (!product) throw new Error('The demo shop has no products');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/v1/products/${product.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/product/${product.id}`);

  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  const before = await loading.boundingBox();
  release();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const brand = await page.getByText(/^Brand: /).boundingBox();
  // The info column starts where the loading text stood: nothing above it moved.
  expect(Math.abs((brand?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(4);
  expect(Math.abs((brand?.x ?? 0) - (before?.x ?? 0))).toBeLessThan(4);
});
