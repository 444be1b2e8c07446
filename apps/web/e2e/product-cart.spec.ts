import type { ProductSummary, WishlistEntry } from '@haat/contracts';
import { MAX_QUANTITY_PER_LINE } from '@haat/contracts/constants';
import { cartOf } from './support/orders';
import { bearer, type Shopper } from './support/session';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

async function wishlistOf(request: APIRequestContext, shopper: Shopper): Promise<string[]> {
  const response = await request.get('/api/v1/user/wishlist', {
    headers: bearer(shopper),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { wishlist: WishlistEntry[] }).wishlist.map(
    (entry) => entry.product._id,
  );
}

const sizeButton = (scope: Page | Locator, size: string) =>
  scope.getByRole('button', { name: size, exact: true });

/** The product page, signed in, once the shopper's wishlist has been read. */
async function openSignedIn(page: Page, productId: string) {
  const wishlistRead = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/user/wishlist') && response.request().method() === 'GET',
  );
  await page.goto(`/product/${productId}`);
  await wishlistRead;
}

test('a signed-in shopper adds a product in a size and quantity, and the cart holds that line', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const product = await catalogue.findProduct((p) => p.sizes.some((s) => s.stock >= 3));
  const size = product.sizes.find((s) => s.stock >= 3);
  if (!size) throw new Error('unreachable');
  await openSignedIn(page, product.id);

  await sizeButton(page, size.size).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Item added to cart successfully' });
  await expect(toast).toBeVisible();
  expect((await cartOf(request, shopper)).items).toEqual([
    {
      _id: expect.any(String),
      product_id: product.id,
      name: product.name,
      nameBn: product.nameBn,
      price: product.price,
      originalPrice: product.oldPrice ?? product.price,
      quantity: 3,
      image: product.thumbnails[0] ?? '',
      size: size.size,
      stock: size.stock,
      maxQuantity: Math.min(size.stock, MAX_QUANTITY_PER_LINE),
      available: true,
      unavailableReason: null,
    },
  ]);
  // The toast lasts the spec's 2.5 s.
  await expect(toast).toBeHidden({ timeout: 4_000 });
});

test('adding more than the size has left is refused with the shop’s own words, and the cart keeps what it had', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const product = await catalogue.findProduct((p) =>
    p.sizes.some((s) => s.stock >= 2 && s.stock < MAX_QUANTITY_PER_LINE),
  );
  const few = product.sizes.find((s) => s.stock >= 2 && s.stock < MAX_QUANTITY_PER_LINE);
  if (!few) throw new Error('unreachable');
  await openSignedIn(page, product.id);

  // Everything that is left, which the stepper allows.
  await sizeButton(page, few.size).click();
  const more = page.getByRole('button', { name: 'Increase quantity' });
  while (await more.isEnabled()) await more.click();
  await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText(String(few.stock));
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart successfully' })).toBeVisible();

  await add.click();
  await expect(page.getByRole('alert')).toHaveText(
    `Only ${few.stock} left in size ${few.size}, and ${few.stock} are already in your cart.`,
  );
  const lines = (await cartOf(request, shopper)).items;
  expect(lines.map(({ size, quantity }) => ({ size, quantity }))).toEqual([
    { size: few.size, quantity: few.stock },
  ]);
});

test('the Wishlist button saves the product and takes it off again, a reload keeps its state, and a removal that fails says so', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const product = await catalogue.findProduct(() => true);
  await openSignedIn(page, product.id);
  const wishlist = page.getByRole('button', { name: 'Wishlist' });

  await test.step('the Wishlist button saves the product and takes it off again, and a reload keeps its state', async () => {
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');

    await wishlist.click();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => wishlistOf(request, shopper)).toEqual([product.id]);
    await page.reload();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');

    await wishlist.click();
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => wishlistOf(request, shopper)).toEqual([]);
    const wishlistRead = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/user/wishlist') && response.request().method() === 'GET',
    );
    await page.reload();
    await wishlistRead;
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('a removal from the wishlist that fails says so and leaves the product saved', async () => {
    const saved = await request.post('/api/v1/user/wishlist', {
      headers: bearer(shopper),
      data: { productId: product.id },
    });
    expect(saved.status()).toBe(201);
    // The product page again, once the shopper's wishlist has been read.
    const wishlistRead = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/user/wishlist') && response.request().method() === 'GET',
    );
    await page.reload();
    await wishlistRead;
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');

    await page.route(`**/api/v1/user/wishlist/${product.id}`, (route) => route.abort('internetdisconnected'));
    await wishlist.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to remove item from wishlist.');
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    expect(await wishlistOf(request, shopper)).toEqual([product.id]);
  });
});

test('the quick view adds one piece for a signed-in shopper: Adding..., then it closes', async ({
  page,
  request,
  shopper,
  catalogue,
}) => {
  const topResponse = await request.get('/api/v1/products/top');
  const top = ((await topResponse.json()) as { products: ProductSummary[] }).products;
  const onPage = await catalogue.findProduct((p) => !top.some((t) => t.id === p.id));
  const shown = top.find((p) => p.stock > 0);
  if (!shown) throw new Error('The demo shop has no top product in stock');
  const size = (await catalogue.detailOf(shown.id)).sizes.find((s) => s.stock > 0);
  if (!size) throw new Error('unreachable');
  await openSignedIn(page, onPage.id);

  const shelf = page.getByRole('region', { name: 'Top sold products' });
  await shelf.scrollIntoViewIfNeeded();
  await shelf.getByRole('button', { name: `Quick view: ${shown.name}` }).click();
  const quick = page.getByRole('dialog', { name: `Quick view: ${shown.name}` });
  await expect(quick).toBeVisible();
  await sizeButton(quick, size.size).click();

  // The shop's answer is held back a moment, so the button can be seen at work.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/cart/items', async (route) => {
    await held;
    await route.continue();
  });
  await quick.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(quick.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  release();

  await expect(quick).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart successfully' })).toBeVisible();
  const lines = (await cartOf(request, shopper)).items;
  expect(lines.map(({ product_id, size, quantity }) => ({ product_id, size, quantity }))).toEqual([
    { product_id: shown.id, size: size.size, quantity: 1 },
  ]);
});
