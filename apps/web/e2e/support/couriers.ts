import type { APIRequestContext } from '@playwright/test';

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
