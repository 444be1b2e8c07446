import { CART_MESSAGES, type Cart, MAX_QUANTITY_PER_LINE } from '@haat/contracts';
import { and, eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { productStock, products } from '../../db/schema';
import { poishaFromTaka } from '../../lib/money';

let shop: TestApp;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
});

type CartBody = { success: true; cart: Cart };

const linesOf = async (shopper: { get: (url: string) => Promise<{ body: unknown }> }) =>
  ((await shopper.get('/api/v1/cart')).body as CartBody).cart.items;

describe('GET /api/v1/cart', () => {
  it('answers 401 without a token, or with one that is not ours', async () => {
    const res = await shop.get('/api/v1/cart');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('signInRequired'));
    expect((await shop.as('not-a-token').get('/api/v1/cart')).status).toBe(401);
  });

  it('answers an empty cart to a shopper who has added nothing', async () => {
    const shopper = await shop.signUp();
    const res = await shopper.get('/api/v1/cart');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      cart: { items: [], promo: null, subtotal: 0, discount: 0, total: 0 },
    });
  });

  it("prices every line at the product's price of today, and marks lines that can no longer be bought", async () => {
    const panjabi = await createProduct(shop.db, { categoryId, name: 'Cotton Panjabi', price: 1290.25 });
    const saree = await createProduct(shop.db, { categoryId, name: 'Silk Saree', price: 2450 });
    const kurti = await createProduct(shop.db, {
      categoryId,
      name: 'Lawn Kurti',
      price: 990,
      stock: { S: 5 },
    });
    const shopper = await shop.signUp();
    await shopper.post('/api/v1/cart/items', { product_id: panjabi.id, quantity: 1, size: 'L' });
    await shopper.post('/api/v1/cart/items', { product_id: saree.id, quantity: 1, size: 'M' });
    await shopper.post('/api/v1/cart/items', { product_id: kurti.id, quantity: 3, size: 'S' });

    await shop.db
      .update(products)
      .set({ price: poishaFromTaka(1099.5), oldPrice: poishaFromTaka(1500) })
      .where(eq(products.id, panjabi.id));
    await shop.db.update(products).set({ active: false }).where(eq(products.id, saree.id));
    await shop.db
      .update(productStock)
      .set({ quantity: 2 })
      .where(and(eq(productStock.productId, kurti.id), eq(productStock.size, 'S')));

    const { cart } = (await shopper.get('/api/v1/cart')).body as CartBody;
    expect(
      cart.items.map(({ name, price, originalPrice, stock, maxQuantity, available }) => ({
        name,
        price,
        originalPrice,
        stock,
        maxQuantity,
        available,
      })),
    ).toEqual([
      {
        name: 'Cotton Panjabi',
        price: 1099.5,
        originalPrice: 1500,
        stock: 10,
        maxQuantity: 10,
        available: true,
      },
      // No longer sold: kept so the shopper sees it went, but it cannot be bought.
      { name: 'Silk Saree', price: 2450, originalPrice: 2450, stock: 0, maxQuantity: 0, available: false },
      // Only 2 left of the 3 in the cart: it cannot be bought as it is.
      { name: 'Lawn Kurti', price: 990, originalPrice: 990, stock: 2, maxQuantity: 2, available: false },
    ]);
    // Only what can be bought counts.
    expect(cart).toMatchObject({ subtotal: 1099.5, discount: 0, total: 1099.5 });
  });
});

describe('POST /api/v1/cart/items', () => {
  it('answers 401 without a token and puts nothing anywhere', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const res = await shop.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'M' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('signInRequired'));
    const forged = await shop
      .as('not-a-token')
      .post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'M' });
    expect(forged.status).toBe(401);
  });

  it('adds a line with the name, price in taka, small picture and size, and answers the cart', async () => {
    const product = await createProduct(shop.db, { categoryId, name: 'Khadi Kurta', price: 1290.25 });
    const shopper = await shop.signUp();

    const res = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 2, size: 'XL' });
    expect(res.status).toBe(201);
    const body = res.body as CartBody & { message: string };
    expect(body.message).toBe('Item added to cart successfully');
    expect(body.cart.items).toEqual([
      {
        _id: expect.any(String),
        product_id: product.id,
        name: 'Khadi Kurta',
        nameBn: null,
        price: 1290.25,
        originalPrice: 1290.25,
        quantity: 2,
        image: expect.stringMatching(/^\/uploads\/products\/test-\d+-0-360\.webp$/),
        size: 'XL',
        stock: 10,
        maxQuantity: 10,
        available: true,
        unavailableReason: null,
      },
    ]);
    expect(body.cart).toMatchObject({ subtotal: 2580.5, total: 2580.5 });
    expect(await linesOf(shopper)).toEqual(body.cart.items);
  });

  it('answers an empty picture for a product that has none', async () => {
    const product = await createProduct(shop.db, { categoryId, images: 0 });
    const shopper = await shop.signUp();
    const res = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'S' });
    expect((res.body as CartBody).cart.items[0]?.image).toBe('');
  });

  it('adds to the line of the same product and size, and keeps another size on a line of its own', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 2, size: 'M' });
    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'L' });
    const res = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 3, size: 'M' });
    expect(res.status).toBe(201);
    expect((res.body as CartBody).cart.items.map(({ size, quantity }) => ({ size, quantity }))).toEqual([
      { size: 'M', quantity: 5 },
      { size: 'L', quantity: 1 },
    ]);
  });

  it('refuses more than the size has in stock, saying how many are left, and changes nothing', async () => {
    const product = await createProduct(shop.db, { categoryId, stock: { M: 3 } });
    const shopper = await shop.signUp();

    const tooMany = await shopper.post('/api/v1/cart/items', {
      product_id: product.id,
      quantity: 4,
      size: 'M',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({
      success: false,
      code: 'onlyLeftInSize',
      message: 'Only 3 left in size M.',
      params: { size: 'M', left: 3, inCart: 0 },
    });
    expect(await linesOf(shopper)).toEqual([]);

    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 2, size: 'M' });
    const more = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 2, size: 'M' });
    expect(more.status).toBe(409);
    expect(more.body).toEqual({
      success: false,
      code: 'onlyLeftInSize',
      message: 'Only 3 left in size M, and 2 are already in your cart.',
      params: { size: 'M', left: 3, inCart: 2 },
    });
    expect((await linesOf(shopper)).map((line) => line.quantity)).toEqual([2]);

    const last = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'M' });
    expect(last.status).toBe(201);
    expect((await linesOf(shopper)).map((line) => line.quantity)).toEqual([3]);
  });

  it(`refuses a line of more than ${MAX_QUANTITY_PER_LINE} even when there is more in stock`, async () => {
    const product = await createProduct(shop.db, { categoryId, stock: { L: 50 } });
    const shopper = await shop.signUp();
    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 8, size: 'L' });
    const res = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 3, size: 'L' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'lineLimitReached',
      message: `At most ${MAX_QUANTITY_PER_LINE} of one size per order, and 8 are already in your cart.`,
      params: { limit: MAX_QUANTITY_PER_LINE, inCart: 8 },
    });
    expect((await linesOf(shopper)).map((line) => line.quantity)).toEqual([8]);
  });

  it('refuses a size that is sold out', async () => {
    const product = await createProduct(shop.db, { categoryId, stock: { S: 0 } });
    const shopper = await shop.signUp();
    const res = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'S' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'sizeSoldOut',
      message: 'Size S is sold out.',
      params: { size: 'S' },
    });
    expect(await linesOf(shopper)).toEqual([]);
  });

  it('answers 404 for a product that does not exist or is no longer sold', async () => {
    const hidden = await createProduct(shop.db, { categoryId, active: false });
    const shopper = await shop.signUp();
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', hidden.id]) {
      const res = await shopper.post('/api/v1/cart/items', { product_id: productId, quantity: 1, size: 'M' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('productNotFound'));
    }
    expect(await linesOf(shopper)).toEqual([]);
  });

  it('answers 400 with a clear message for a body it cannot take, and changes nothing', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ product_id: product.id, quantity: 1 }, CART_MESSAGES.sizeRequired],
      [{ product_id: product.id, quantity: 1, size: 'XXXL' }, CART_MESSAGES.sizeUnknown],
      [{ product_id: product.id, quantity: 0, size: 'M' }, CART_MESSAGES.quantityInvalid],
      [
        { product_id: product.id, quantity: MAX_QUANTITY_PER_LINE + 1, size: 'M' },
        CART_MESSAGES.quantityInvalid,
      ],
      [{ product_id: product.id, quantity: 1.5, size: 'M' }, CART_MESSAGES.quantityInvalid],
      [{ product_id: product.id, quantity: '2', size: 'M' }, CART_MESSAGES.quantityInvalid],
      [{ product_id: product.id, size: 'M' }, CART_MESSAGES.quantityInvalid],
      [{ quantity: 1, size: 'M' }, CART_MESSAGES.productIdRequired],
      [{ product_id: '  ', quantity: 1, size: 'M' }, CART_MESSAGES.productIdRequired],
    ];
    for (const [body, message] of cases) {
      const res = await shopper.post('/api/v1/cart/items', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { message: string }).message, JSON.stringify(body)).toBe(message);
    }

    // Bodies that are not a JSON object at all: nothing, broken JSON, null, plain text.
    const raw: [string | undefined, string | undefined][] = [
      ['application/json', undefined],
      ['application/json', '{"product_id":'],
      ['application/json', 'null'],
      ['text/plain', 'two shirts'],
      [undefined, undefined],
    ];
    for (const [type, body] of raw) {
      const res = await fetch(`${shop.address}/api/v1/cart/items`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shopper.token}`, ...(type ? { 'content-type': type } : {}) },
        body,
      });
      expect(res.status, `${type} ${body}`).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await linesOf(shopper)).toEqual([]);
  });

  it("changes only the caller's own cart", async () => {
    const product = await createProduct(shop.db, { categoryId, stock: { M: 5 } });
    const shopper = await shop.signUp();
    const someoneElse = await shop.signUp();
    await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 2, size: 'M' });
    expect(await linesOf(someoneElse)).toEqual([]);

    // Their own line of the same product and size starts from nothing, not from the other cart's 2.
    const theirs = await someoneElse.post('/api/v1/cart/items', {
      product_id: product.id,
      quantity: 5,
      size: 'M',
    });
    expect(theirs.status).toBe(201);
    expect((await linesOf(someoneElse)).map((line) => line.quantity)).toEqual([5]);
    expect((await linesOf(shopper)).map((line) => line.quantity)).toEqual([2]);
  });

  it('never puts more in a line than the size has, however many adds arrive at once', async () => {
    const product = await createProduct(shop.db, { categoryId, stock: { XL: 3 } });
    const shopper = await shop.signUp();
    const add = (quantity: number) =>
      shopper.post('/api/v1/cart/items', { product_id: product.id, quantity, size: 'XL' });

    const ones = await Promise.all(Array.from({ length: 8 }, () => add(1)));
    expect(ones.filter((res) => res.status === 201)).toHaveLength(3);
    expect(ones.filter((res) => res.status === 409)).toHaveLength(5);
    expect((await linesOf(shopper)).map((line) => line.quantity)).toEqual([3]);

    // A new line, raced from nothing: of several adds of 2 into 3 pieces, one wins.
    const other = await createProduct(shop.db, { categoryId, stock: { XL: 3 } });
    const pairs = await Promise.all(
      Array.from({ length: 6 }, () =>
        shopper.post('/api/v1/cart/items', { product_id: other.id, quantity: 2, size: 'XL' }),
      ),
    );
    expect(pairs.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const lines = await linesOf(shopper);
    expect(lines.find((line) => line.product_id === other.id)?.quantity).toBe(2);
  });
});
