import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { orderOne, type Shopper } from '../../../test/shopping';
import { products } from '../../db/schema';
import { createOrderLifecycle, type OrderLifecycle } from '../orders/lifecycle';

let shop: TestApp;
let categoryId: string;
let lifecycle: OrderLifecycle;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  lifecycle = createOrderLifecycle({ db: shop.db });
});

/** A shopper who received the product: ordered, and the order delivered. */
async function received(shopper: Shopper, productId: string) {
  const order = await orderOne(shopper, productId);
  await lifecycle.moveTo(order._id, 'delivered');
}

const ratingOf = async (productId: string) =>
  (await shop.db.select({ rating: products.rating }).from(products).where(eq(products.id, productId)))[0]
    ?.rating;

describe('reviews', () => {
  it('are written once by a shopper who received the product, shown on it with their first name, and set its rating', async () => {
    const product = await createProduct(shop.db, { categoryId, name: 'Jamdani Saree', rating: 4.6 });
    const nusrat = await shop.signUp({ name: 'Nusrat Jahan' });
    const karim = await shop.signUp({ name: 'Karim Ahmed' });
    await received(nusrat, product.id);
    await received(karim, product.id);

    const first = await nusrat.post(`/api/v1/products/${product.id}/reviews`, {
      rating: 5,
      message: 'Beautiful weave.\nThe colour is as shown.',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      review: {
        productId: product.id,
        productName: 'Jamdani Saree',
        rating: 5,
        message: 'Beautiful weave.\nThe colour is as shown.',
      },
    });
    await karim.post(`/api/v1/products/${product.id}/reviews`, {
      rating: 2,
      message: 'Thinner than I hoped.',
    });
    expect(await ratingOf(product.id)).toBe(3.5);

    const again = await nusrat.post(`/api/v1/products/${product.id}/reviews`, {
      rating: 1,
      message: 'Changed my mind',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('reviewAlreadyWritten'));

    const page = await shop.get(`/api/v1/products/${product.id}/reviews`);
    expect(page.body).toMatchObject({
      success: true,
      average: 3.5,
      count: 2,
      perStar: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
      reviews: [
        { name: 'Karim', rating: 2, verifiedPurchase: true },
        { name: 'Nusrat', rating: 5, verifiedPurchase: true },
      ],
    });
    expect(JSON.stringify(page.body)).not.toContain('Jahan');

    const mine = await nusrat.get('/api/v1/user/reviews');
    expect((mine.body as { reviews: unknown[] }).reviews).toHaveLength(1);
    expect((await nusrat.get('/api/reviews/my')).body).toEqual(mine.body);
  });

  it('are refused before delivery, without a rating from 1 to 5 or a message, and for a product never bought', async () => {
    const product = await createProduct(shop.db, { categoryId });
    const other = await createProduct(shop.db, { categoryId });
    const shopper = await shop.signUp();
    const order = await orderOne(shopper, product.id);
    const early = await shopper.post(`/api/v1/products/${product.id}/reviews`, {
      rating: 4,
      message: 'Nice',
    });
    expect(early.status).toBe(403);
    expect(early.body).toEqual(refusal('reviewNeedsDelivery'));
    await lifecycle.moveTo(order._id, 'delivered');
    expect(
      (await shopper.post(`/api/v1/products/${other.id}/reviews`, { rating: 4, message: 'Nice' })).body,
    ).toEqual(refusal('reviewNeedsDelivery'));
    for (const body of [
      { rating: 0, message: 'Bad' },
      { rating: 6, message: 'Great' },
      { rating: 3.5, message: 'Fine' },
      { rating: '5', message: 'Fine' },
      { rating: 4, message: '   ' },
      { rating: 4, message: 'x'.repeat(2001) },
    ]) {
      const res = await shopper.post(`/api/v1/products/${product.id}/reviews`, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(
      (await shopper.post('/api/v1/products/not-a-product/reviews', { rating: 4, message: 'Hi' })).status,
    ).toBe(404);
    expect((await shop.get(`/api/v1/products/${product.id}/reviews`)).body).toMatchObject({
      count: 0,
      average: 0,
    });
  });

  it('are deleted only by their writer, and the rating follows', async () => {
    const product = await createProduct(shop.db, { categoryId, rating: 4.2 });
    const writer = await shop.signUp();
    const stranger = await shop.signUp();
    await received(writer, product.id);
    const res = await writer.post(`/api/v1/products/${product.id}/reviews`, { rating: 4, message: 'Good' });
    const { review } = res.body as { review: { id: string } };
    expect(await ratingOf(product.id)).toBe(4);

    const theirs = await stranger.delete(`/api/v1/user/reviews/${review.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(refusal('reviewNotFound'));
    const legacy = await writer.delete(`/api/reviews/${review.id}`);
    expect(legacy.status).toBe(200);
    expect((await writer.get('/api/v1/user/reviews')).body).toEqual({ success: true, reviews: [] });
    // No reviews, no rating.
    expect(await ratingOf(product.id)).toBe(0);
    expect((await writer.delete(`/api/v1/user/reviews/${review.id}`)).status).toBe(404);
  });
});
