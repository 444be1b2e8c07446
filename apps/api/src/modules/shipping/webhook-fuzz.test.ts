import fc from 'fast-check';
import type { TestApp } from '../../../test/app';
import { fuzzSettings } from '../../../test/settings';
import {
  couriersAt,
  describe,
  expect,
  it,
  PATHAO_WEBHOOK_SECRET,
  STEADFAST_WEBHOOK_TOKEN,
  test,
} from '../../../test/shop-test';

let shop: TestApp;
test.override('shopOptions', couriersAt);
test.beforeAll(({ shop: built }) => {
  shop = built;
});

/** What a courier might send: its own fields with any values, or anything at all. */
const webhookBody = fc.oneof(
  fc.record(
    {
      notification_type: fc.oneof(fc.constantFrom('delivery_status', 'tracking_update'), fc.string()),
      event: fc.oneof(
        fc.constantFrom('order.delivered', 'order.partial-delivery', 'webhook_integration'),
        fc.string(),
      ),
      consignment_id: fc.oneof(fc.integer(), fc.string(), fc.double(), fc.constant(null)),
      merchant_order_id: fc.oneof(fc.string(), fc.integer()),
      invoice: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      status: fc.oneof(
        fc.constantFrom('delivered', 'Partial_Delivered', 'cancelled'),
        fc.string(),
        fc.integer(),
      ),
      cod_amount: fc.oneof(fc.double(), fc.string(), fc.integer({ min: -1e12, max: 1e12 })),
      collected_amount: fc.oneof(fc.double(), fc.string()),
      delivery_charge: fc.oneof(fc.double(), fc.string()),
      delivery_fee: fc.oneof(fc.double(), fc.string()),
      tracking_message: fc.oneof(fc.string(), fc.string({ minLength: 600, maxLength: 2000 }), fc.integer()),
      updated_at: fc.oneof(
        fc.string(),
        fc.date().map((at) => at.toISOString()),
        fc.integer(),
      ),
      timestamp: fc.oneof(
        fc.string(),
        fc.date().map((at) => at.toISOString()),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

describe('the couriers’ webhooks', () => {
  it.each([
    ['steadfast', { authorization: `Bearer ${STEADFAST_WEBHOOK_TOKEN}` }],
    ['pathao', { 'x-pathao-signature': PATHAO_WEBHOOK_SECRET }],
  ] as const)('never answer a 5xx, whatever %s sends with its secret', async (courier, headers) => {
    await fc.assert(
      fc.asyncProperty(webhookBody, async (body) => {
        const res = await shop.app.inject({
          method: 'POST',
          url: `/api/v1/shipping/webhooks/${courier}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { seed: fuzzSettings.seed, numRuns: fuzzSettings.runsPerCall * 4 },
    );
  });

  it.each(['steadfast', 'pathao'])(
    'refuse a body that is not JSON, or too large, from %s',
    async (courier) => {
      for (const payload of ['{"consignment_id":', 'x'.repeat(70 * 1024), '\u0000']) {
        const res = await shop.app.inject({
          method: 'POST',
          url: `/api/v1/shipping/webhooks/${courier}`,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    },
  );
});
