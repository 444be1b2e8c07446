import type { Cart, Order, OrderSummary } from '@haat/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { productInStock, type Search } from './catalogue';
import { bearer, type Shopper } from './session';

/** A small real PNG (8 × 8, one colour): a payment's screenshot, only smaller. */
export const SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Puts `quantity` pieces of a product in `size` into the shopper's cart through the API: adding
 * from the product page is cart.spec.ts's and product-cart.spec.ts's journey.
 */
export async function addToCart(
  request: APIRequestContext,
  shopper: Shopper,
  productId: string,
  size: string,
  quantity = 1,
) {
  const added = await request.post('/api/v1/cart/items', {
    headers: bearer(shopper),
    data: { product_id: productId, quantity, size },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** Puts one piece of a demo product (the first `search` finds) into the shopper's cart through the API. */
export async function addedToCart(request: APIRequestContext, shopper: Shopper, search?: Search) {
  const { product, size } = await productInStock(request, search);
  await addToCart(request, shopper, product.id, size);
  return product;
}

/** The shopper's cart as the shop itself answers it. */
export async function cartOf(request: APIRequestContext, shopper: Shopper): Promise<Cart> {
  const response = await request.get('/api/v1/cart', { headers: bearer(shopper) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cart: Cart }).cart;
}

/** The shopper's orders as the shop itself answers them, newest first. */
export async function ordersOf(request: APIRequestContext, shopper: Shopper): Promise<OrderSummary[]> {
  const response = await request.get('/api/v1/user/orders', { headers: bearer(shopper) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: OrderSummary[] }).orders;
}

/**
 * An order of one piece of a demo product, placed through the API as checkout places it, to a
 * pickup point in Mirpur unless `point` says otherwise.
 */
export async function placedOrder(
  request: APIRequestContext,
  shopper: Shopper,
  paymentMethod: string,
  point: { phone?: string; address?: string; postalCode?: string } = {},
) {
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
        ...point,
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
