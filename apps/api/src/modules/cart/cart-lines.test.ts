import { CART_MESSAGES, type Cart, MAX_QUANTITY_PER_LINE } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { cartItems, productStock, products } from '../../db/schema';

let shop: TestApp;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
});

type Shopper = Awaited<ReturnType<TestApp['signUp']>>;
const cartOf = async (shopper: Shopper) => ((await shopper.get('/api/v1/cart')).body as { cart: Cart }).cart;

/** A shopper with a line of `quantity` pieces of a new product in size M (stock as given). */
async function shopperWithLine({ quantity = 2, stock = 10, price = 500 } = {}) {
  const product = await createProduct(shop.db, { categoryId, price, stock: { M: stock } });
  const shopper = await shop.signUp();
  const res = await shopper.post('/api/v1/cart/items', { product_id: product.id, quantity, size: 'M' });
  const line = (res.body as { cart: Cart }).cart.items[0];
  if (!line) throw new Error('no line');
  return { shopper, product, line };
}

describe('PUT /api/v1/cart/items/{id}', () => {
  it('sets the quantity and answers the cart, priced by the server', async () => {
    const { shopper, line } = await shopperWithLine({ price: 750.5 });
    const res = await shopper.put(`/api/v1/cart/items/${line._id}`, { quantity: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      cart: { items: [{ _id: line._id, quantity: 4, price: 750.5 }], subtotal: 3002, total: 3002 },
    });
  });

  it('refuses more than the size has left, saying how many, and keeps the line as it was', async () => {
    const { shopper, line } = await shopperWithLine({ quantity: 2, stock: 3 });
    const res = await shopper.put(`/api/v1/cart/items/${line._id}`, { quantity: 4 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'onlyLeftInSize',
      message: 'Only 3 left in size M.',
      params: { size: 'M', left: 3, inCart: 0 },
    });
    expect((await cartOf(shopper)).items[0]?.quantity).toBe(2);
    expect((await shopper.put(`/api/v1/cart/items/${line._id}`, { quantity: 3 })).status).toBe(200);
  });

  it('refuses a change to a line whose product is no longer sold, or whose size sold out', async () => {
    const { shopper, product, line } = await shopperWithLine();
    await shop.db.update(products).set({ active: false }).where(eq(products.id, product.id));
    const gone = await shopper.put(`/api/v1/cart/items/${line._id}`, { quantity: 1 });
    expect(gone.status).toBe(409);
    expect(gone.body).toEqual(refusal('productUnavailable'));

    const soldOut = await shopperWithLine();
    await shop.db
      .update(productStock)
      .set({ quantity: 0 })
      .where(eq(productStock.productId, soldOut.product.id));
    const res = await soldOut.shopper.put(`/api/v1/cart/items/${soldOut.line._id}`, { quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'sizeSoldOut' });
  });

  it('answers 400 with a clear message for a quantity of 0, a fraction, a negative, a string or too many', async () => {
    const { shopper, line } = await shopperWithLine();
    for (const quantity of [0, 1.5, -1, '2', null, MAX_QUANTITY_PER_LINE + 1, 1e12]) {
      const res = await shopper.put(`/api/v1/cart/items/${line._id}`, { quantity });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body).toMatchObject({ code: 'quantityInvalid', message: CART_MESSAGES.quantityInvalid });
    }
    expect((await cartOf(shopper)).items[0]?.quantity).toBe(2);
  });

  it("answers 404 for another shopper's line, or one that does not exist, and changes nothing", async () => {
    const { shopper, line } = await shopperWithLine();
    const thief = await shop.signUp();
    for (const id of [line._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await thief.put(`/api/v1/cart/items/${id}`, { quantity: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('cartLineNotFound'));
    }
    expect((await cartOf(shopper)).items[0]?.quantity).toBe(2);
  });

  it('ignores a price, a name or a total sent by the client', async () => {
    const { shopper, line } = await shopperWithLine({ price: 500 });
    const res = await shopper.put(`/api/v1/cart/items/${line._id}`, {
      quantity: 1,
      price: 1,
      name: 'Free',
      total: 0,
    });
    expect(res.status).toBe(200);
    expect((res.body as { cart: Cart }).cart).toMatchObject({
      items: [{ price: 500, name: line.name }],
      total: 500,
    });
  });
});

describe('DELETE /api/v1/cart/items/{id}', () => {
  it("takes the line out; another shopper's line is a 404 and stays", async () => {
    const { shopper, line } = await shopperWithLine();
    const thief = await shop.signUp();
    expect((await thief.delete(`/api/v1/cart/items/${line._id}`)).status).toBe(404);
    expect((await cartOf(shopper)).items).toHaveLength(1);
    const res = await shopper.delete(`/api/v1/cart/items/${line._id}`);
    expect(res.status).toBe(200);
    expect((res.body as { cart: Cart }).cart.items).toEqual([]);
    expect((await shopper.delete(`/api/v1/cart/items/${line._id}`)).status).toBe(404);
  });
});

describe('DELETE /api/v1/cart', () => {
  it("empties the caller's cart only", async () => {
    const { shopper } = await shopperWithLine();
    const other = await shopperWithLine();
    const res = await shopper.delete('/api/v1/cart');
    expect(res.status).toBe(200);
    expect((res.body as { cart: Cart }).cart.items).toEqual([]);
    expect((await cartOf(other.shopper)).items).toHaveLength(1);
  });
});

describe('delete selected: POST /api/v1/cart/delete and the spec’s /api/cart/delete', () => {
  for (const path of ['/api/v1/cart/delete', '/api/cart/delete']) {
    it(`${path} takes the listed lines out and keeps the rest`, async () => {
      const { shopper, line } = await shopperWithLine();
      const second = await createProduct(shop.db, { categoryId });
      const third = await createProduct(shop.db, { categoryId });
      await shopper.post('/api/v1/cart/items', { product_id: second.id, quantity: 1, size: 'S' });
      const added = await shopper.post('/api/v1/cart/items', {
        product_id: third.id,
        quantity: 1,
        size: 'S',
      });
      const [, secondLine] = (added.body as { cart: Cart }).cart.items;
      const res = await shopper.post(path, { productIds: [line._id, secondLine?._id] });
      expect(res.status).toBe(200);
      expect((res.body as { cart: Cart }).cart.items.map((item) => item.product_id)).toEqual([third.id]);
    });
  }

  it("removes nothing when one of the ids is another shopper's line, or not a line at all", async () => {
    const { shopper, line } = await shopperWithLine();
    const other = await shopperWithLine();
    for (const ids of [
      [line._id, other.line._id],
      [line._id, '00000000-0000-4000-8000-000000000000'],
      [line._id, 'nope'],
    ]) {
      const res = await shopper.post('/api/cart/delete', { productIds: ids });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('cartLineNotFound'));
    }
    expect((await cartOf(shopper)).items).toHaveLength(1);
    expect((await cartOf(other.shopper)).items).toHaveLength(1);
  });

  it('refuses an empty or missing list with a clear message, and needs a token', async () => {
    const { shopper } = await shopperWithLine();
    for (const body of [{ productIds: [] }, {}, { productIds: 'all' }]) {
      const res = await shopper.post('/api/cart/delete', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'linesRequired' });
    }
    expect((await shop.post('/api/cart/delete', { productIds: ['x'] })).status).toBe(401);
  });
});

describe('a line under parallel changes', () => {
  it('ends as one line whose quantity is right and within stock after 20 adds at once', async () => {
    const product = await createProduct(shop.db, { categoryId, stock: { L: 7 } });
    const shopper = await shop.signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.post('/api/v1/cart/items', { product_id: product.id, quantity: 1, size: 'L' }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(7);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(13);
    const rows = await shop.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(rows).toEqual([expect.objectContaining({ quantity: 7 })]);
  });

  it('never goes above stock when quantity changes race', async () => {
    const { shopper, line } = await shopperWithLine({ quantity: 1, stock: 4 });
    const answers = await Promise.all(
      [2, 3, 4, 5, 6, 7, 8].map((quantity) => shopper.put(`/api/v1/cart/items/${line._id}`, { quantity })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409]);
    expect((await cartOf(shopper)).items[0]?.quantity).toBeLessThanOrEqual(4);
  });
});
