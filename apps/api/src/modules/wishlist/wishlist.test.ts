import { CART_MESSAGES, type WishlistEntry } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct, createWishlistItem } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { products } from '../../db/schema';

let shop: TestApp;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
});

type WishlistBody = { success: true; wishlist: WishlistEntry[] };

const savedIds = async (shopper: { get: (url: string) => Promise<{ body: unknown }> }) =>
  ((await shopper.get('/api/v1/user/wishlist')).body as WishlistBody).wishlist.map(
    (entry) => entry.product._id,
  );

describe('the wishlist calls', () => {
  it('answer 401 without a token, or with one that is not ours', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const calls = [
      shop.get('/api/v1/user/wishlist'),
      shop.post('/api/v1/user/wishlist', { productId: product.id }),
      shop.delete(`/api/v1/user/wishlist/${product.id}`),
      shop.as('not-a-token').get('/api/v1/user/wishlist'),
      shop.as('not-a-token').post('/api/v1/user/wishlist', { productId: product.id }),
      shop.as('not-a-token').delete(`/api/v1/user/wishlist/${product.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refusal('signInRequired'));
    }
  });
});

describe('GET /api/v1/user/wishlist', () => {
  it('answers an empty list to a shopper who has saved nothing', async () => {
    const shopper = await shop.signUp();
    const res = await shopper.get('/api/v1/user/wishlist');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, wishlist: [] });
  });

  it("answers the shopper's own products, newest first, with price in taka and small pictures", async () => {
    const older = await createProduct(shop.db, {
      categoryId,
      name: 'Jamdani Saree',
      price: 4500.5,
      images: 2,
    });
    const newer = await createProduct(shop.db, { categoryId, name: 'Linen Shirt', price: 990, images: 0 });
    const hidden = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const someoneElse = await shop.signUp();
    const first = await createWishlistItem(shop.db, {
      userId: shopper.user.id,
      productId: older.id,
      createdAt: new Date('2026-11-01T10:00:00Z'),
    });
    const second = await createWishlistItem(shop.db, {
      userId: shopper.user.id,
      productId: newer.id,
      createdAt: new Date('2026-11-10T10:00:00Z'),
    });
    await createWishlistItem(shop.db, { userId: shopper.user.id, productId: hidden.id });
    await shop.db.update(products).set({ active: false }).where(eq(products.id, hidden.id));
    await createWishlistItem(shop.db, { userId: someoneElse.user.id, productId: hidden.id });

    const res = await shopper.get('/api/v1/user/wishlist');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      wishlist: [
        {
          _id: second.id,
          product: {
            _id: newer.id,
            name: 'Linen Shirt',
            nameBn: null,
            price: 990,
            images: [],
            oneSize: false,
          },
        },
        {
          _id: first.id,
          product: {
            _id: older.id,
            name: 'Jamdani Saree',
            nameBn: null,
            price: 4500.5,
            images: [
              expect.stringMatching(/^\/uploads\/products\/test-\d+-0-360\.webp$/),
              expect.stringMatching(/^\/uploads\/products\/test-\d+-1-360\.webp$/),
            ],
            oneSize: false,
          },
        },
      ],
    });
  });
});

describe('POST /api/v1/user/wishlist', () => {
  it('saves a product and answers 201 with the entry; saving it again answers the same entry', async () => {
    const product = await createProduct(shop.db, { categoryId, name: 'Block Print Kameez', price: 1850 });
    const shopper = await shop.signUp();

    const res = await shopper.post('/api/v1/user/wishlist', { productId: product.id });
    expect(res.status).toBe(201);
    const { entry } = res.body as { success: true; entry: WishlistEntry };
    expect(res.body).toEqual({
      success: true,
      entry: {
        _id: expect.any(String),
        product: {
          _id: product.id,
          name: 'Block Print Kameez',
          nameBn: null,
          price: 1850,
          images: expect.any(Array),
          oneSize: false,
        },
      },
    });

    const again = await shopper.post('/api/v1/user/wishlist', { productId: product.id });
    expect(again.status).toBe(201);
    expect((again.body as { entry: WishlistEntry }).entry).toEqual(entry);
    expect(await savedIds(shopper)).toEqual([product.id]);
  });

  it('answers 404 for a product that does not exist or is no longer sold', async () => {
    const hidden = await createProduct(shop.db, { categoryId, active: false });
    const shopper = await shop.signUp();
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', hidden.id]) {
      const res = await shopper.post('/api/v1/user/wishlist', { productId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('productNotFound'));
    }
    expect(await savedIds(shopper)).toEqual([]);
  });

  it('answers 400 without a product id', async () => {
    const shopper = await shop.signUp();
    for (const body of [{}, { productId: '' }, { productId: 42 }]) {
      const res = await shopper.post('/api/v1/user/wishlist', body);
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBe(CART_MESSAGES.productIdRequired);
    }
  });
});

describe('DELETE /api/v1/user/wishlist/{productId}', () => {
  it("takes the product off the caller's own wishlist only", async () => {
    const product = await createProduct(shop.db, { categoryId });
    const kept = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const someoneElse = await shop.signUp();
    await shopper.post('/api/v1/user/wishlist', { productId: kept.id });
    await shopper.post('/api/v1/user/wishlist', { productId: product.id });
    await someoneElse.post('/api/v1/user/wishlist', { productId: product.id });

    const res = await shopper.delete(`/api/v1/user/wishlist/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await savedIds(shopper)).toEqual([kept.id]);
    expect(await savedIds(someoneElse)).toEqual([product.id]);
  });

  it('answers success for a product that is not on the wishlist', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    for (const productId of [product.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await shopper.delete(`/api/v1/user/wishlist/${productId}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
  });
});
