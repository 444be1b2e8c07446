import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createOrder, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

type OrderListBody = {
  success: true;
  orders: { _id: string; orderNumber: string; total: number; createdAt: string; items: unknown[] }[];
};

describe('GET /api/v1/user/orders', () => {
  it('answers 401 without a token, or with one that is not ours', async () => {
    const res = await shop.get('/api/v1/user/orders');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('signInRequired'));
    const forged = await shop.as('not-a-token').get('/api/v1/user/orders');
    expect(forged.status).toBe(401);
  });

  it('answers an empty list to a shopper who has not ordered yet', async () => {
    const shopper = await shop.signUp();
    const res = await shopper.get('/api/v1/user/orders');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, orders: [] });
  });

  it("answers only the shopper's own orders, newest first, with totals and lines in taka", async () => {
    const category = await createCategory(shop.db);
    const product = await createProduct(shop.db, { categoryId: category.id, name: 'Cotton Panjabi' });
    const shopper = await shop.signUp();
    const someoneElse = await shop.signUp();
    await createOrder(shop.db, { userId: someoneElse.user.id, createdAt: new Date('2026-11-20T10:00:00Z') });
    const older = await createOrder(shop.db, {
      userId: shopper.user.id,
      createdAt: new Date('2026-11-01T08:00:00Z'),
      items: [{ name: 'Silk Saree', price: 2450.5, quantity: 1 }],
      shippingCost: 120,
    });
    const newer = await createOrder(shop.db, {
      userId: shopper.user.id,
      status: 'shipped',
      paymentStatus: 'paid',
      paymentMethod: 'bkash',
      createdAt: new Date('2026-11-15T09:30:00Z'),
      items: [
        {
          productId: product.id,
          name: 'Cotton Panjabi',
          nameBn: 'সুতির পাঞ্জাবি',
          image: 'products/panjabi',
          size: 'L',
          price: 1290.25,
          quantity: 2,
        },
        { name: 'Leather Sandal', size: 'XL', price: 899.99, quantity: 1 },
      ],
      shippingCost: 60,
    });

    const res = await shopper.get('/api/v1/user/orders');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      orders: [
        {
          _id: newer.id,
          orderNumber: newer.orderNumber,
          status: 'shipped',
          paymentStatus: 'paid',
          paymentMethod: 'bkash',
          createdAt: '2026-11-15T09:30:00.000Z',
          // 2 × 1290.25 + 899.99 + 60 delivery
          total: 3540.49,
          items: [
            {
              _id: expect.any(String),
              name: 'Cotton Panjabi',
              nameBn: 'সুতির পাঞ্জাবি',
              image: '/uploads/products/panjabi-360.webp',
              price: 1290.25,
              quantity: 2,
              size: 'L',
              product_id: product.id,
            },
            {
              _id: expect.any(String),
              name: 'Leather Sandal',
              nameBn: null,
              image: '',
              price: 899.99,
              quantity: 1,
              size: 'XL',
              product_id: null,
            },
          ],
          user: { name: shopper.name },
        },
        {
          _id: older.id,
          orderNumber: older.orderNumber,
          status: 'pending',
          paymentStatus: 'pending',
          paymentMethod: 'cash_on_delivery',
          createdAt: '2026-11-01T08:00:00.000Z',
          total: 2570.5,
          items: [
            {
              _id: expect.any(String),
              name: 'Silk Saree',
              nameBn: null,
              image: '',
              price: 2450.5,
              quantity: 1,
              size: 'M',
              product_id: null,
            },
          ],
          user: { name: shopper.name },
        },
      ],
    });

    const theirs = (await someoneElse.get('/api/v1/user/orders')).body as OrderListBody;
    expect(theirs.orders).toHaveLength(1);
    expect(theirs.orders.map((order) => order._id)).not.toContain(newer.id);
  });
});
