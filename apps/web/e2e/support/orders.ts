import type { Order, ProductDetail, ProductSummary } from '@haat/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Shopper } from './session';

/** A small real PNG (8 × 8, one colour): a payment's screenshot, only smaller. */
export const SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

const bearer = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.token}` });

/** A demo product with a few pieces left in some size (and at least `pictures` pictures), and that size. */
export async function productInStock(request: APIRequestContext, { pictures = 1 } = {}) {
  const listed = await request.get('/api/v1/products?pageSize=30&inStock=true');
  for (const { id } of ((await listed.json()) as { products: ProductSummary[] }).products) {
    const { product } = (await (await request.get(`/api/v1/products/${id}`)).json()) as {
      product: ProductDetail;
    };
    const size = product.sizes.find((entry) => entry.stock >= 3)?.size;
    if (size && product.images.length >= pictures) return { product, size };
  }
  throw new Error('The demo shop has no product in stock');
}

/** Puts one piece of a demo product into the shopper's cart through the API. */
export async function addedToCart(request: APIRequestContext, shopper: Shopper) {
  const { product, size } = await productInStock(request);
  const added = await request.post('/api/v1/cart/items', {
    headers: bearer(shopper),
    data: { product_id: product.id, quantity: 1, size },
  });
  expect(added.status(), await added.text()).toBe(201);
  return product;
}

/** An order of one piece of a demo product, placed through the API as checkout places it. */
export async function placedOrder(request: APIRequestContext, shopper: Shopper, paymentMethod: string) {
  await addedToCart(request, shopper);
  const placed = await request.post('/api/v1/orders', {
    headers: bearer(shopper),
    data: {
      shippingAddress: {
        fullName: shopper.name,
        phone: '01712345678',
        address: 'House 7, Road 3, Mirpur',
        city: 'Dhaka',
        postalCode: 'Dhaka - Dhaka - Mirpur',
        country: 'Bangladesh',
      },
      paymentMethod,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: Order }).order;
}

/** Sends a payment proof for an online order through the API, as the payment page sends it. */
export async function submittedProof(
  request: APIRequestContext,
  shopper: Shopper,
  order: Order,
  // Letters and digits, as the payment apps write them.
  transactionId = `TX${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`,
) {
  const sent = await request.post(`/api/v1/orders/${order._id}/payment-proof`, {
    headers: bearer(shopper),
    data: {
      transaction_id: transactionId,
      payment_method: order.paymentMethod,
      amount: order.total,
      screenshot: `data:image/png;base64,${SCREENSHOT_PNG.toString('base64')}`,
      sender_number: '01812345678',
      sender_name: shopper.name,
      payment_date: new Date().toISOString().slice(0, 10),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return transactionId;
}

/** Moves an order along its way to delivered through the operator's API, one step at a time. */
export async function deliveredBy(request: APIRequestContext, operator: Shopper, orderId: string) {
  for (const status of ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered']) {
    const moved = await request.post(`/api/v1/admin/orders/${orderId}/status`, {
      headers: bearer(operator),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}
