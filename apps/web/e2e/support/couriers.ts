import type { Order } from '@haat/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { placedOrder } from './orders';
import { bearer, type Shopper } from './session';

/** The keys the journeys' shop and its Steadfast stand-in share. */
export const STEADFAST = {
  apiKey: 'haat-e2e-steadfast-key',
  secretKey: 'haat-e2e-steadfast-secret',
  webhookToken: 'haat-e2e-steadfast-webhook-token',
};

/** The Steadfast stand-in's address (playwright.config.ts picks its port). */
export const steadfastUrl = () => `http://127.0.0.1:${process.env.E2E_STEADFAST_PORT}`;

/** Steadfast's people move the parcel of `invoice` (an order number) to `status`, and Steadfast tells the shop. */
export async function steadfastDelivers(request: APIRequestContext, invoice: string, status: string) {
  const res = await request.post(`${steadfastUrl()}/__stand-in/deliver`, { data: { invoice, status } });
  if (!res.ok()) throw new Error(`the Steadfast stand-in answered ${res.status()}: ${await res.text()}`);
  const { shop } = (await res.json()) as { shop: number };
  if (shop !== 200) throw new Error(`the shop answered Steadfast's webhook with ${shop}`);
}

/**
 * A shopper's cash-on-delivery order, confirmed and booked with Steadfast through the operator's
 * API (booking from the order's page is couriers.spec.ts's journey); delivered by Steadfast when
 * asked, so that its parcel has a timeline.
 */
export async function bookedCashOrder(
  request: APIRequestContext,
  shopper: Shopper,
  operator: Shopper,
  { delivered = false } = {},
): Promise<Order> {
  const order = await placedOrder(request, shopper, 'cash_on_delivery');
  const confirmed = await request.post(`/api/v1/admin/orders/${order._id}/status`, {
    headers: bearer(operator),
    data: { status: 'confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const booked = await request.post(`/api/v1/admin/orders/${order._id}/shipment`, {
    headers: bearer(operator),
    data: { courier: 'steadfast' },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  if (delivered) await steadfastDelivers(request, order.orderNumber, 'delivered');
  return order;
}
