import {
  type Cart,
  type DeliveryCostsResponse,
  deliveryFeeFor,
  previewTotals,
  type Size,
} from '@haat/contracts';
import fc from 'fast-check';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct, createPromoCode } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { chattogram, dhaka, type PlacedOrder, type Shopper } from '../../../test/shopping';
import { takaFromPoisha } from '../../lib/money';

/** Taka prices with and without poisha, from a few taka to several thousand. */
const PRICES = [12.01, 99.99, 250, 333.33, 499.5, 1290.25, 3999.95, 7999];
const SIZES: Size[] = ['S', 'M', 'L'];
/** Percent codes (with and without a cap) and fixed ones, with and without a minimum order (taka). */
const PROMOS = [
  { kind: 'percent', value: 10, minSubtotal: 0, maxDiscount: null },
  { kind: 'percent', value: 15, minSubtotal: 0, maxDiscount: 200 },
  { kind: 'percent', value: 7, minSubtotal: 1500, maxDiscount: null },
  { kind: 'percent', value: 100, minSubtotal: 3000, maxDiscount: 1234.56 },
  { kind: 'fixed', value: 100, minSubtotal: 500, maxDiscount: null },
  { kind: 'fixed', value: 333.33, minSubtotal: 0, maxDiscount: null },
  { kind: 'fixed', value: 5000, minSubtotal: 2500, maxDiscount: null },
] as const;
const TAX_PERCENTS = [0, 5, 7.25, 7.5, 12.34, 15];
const FEES = [
  { dhakaInside: 60, dhakaOutside: 120 },
  { dhakaInside: 70.5, dhakaOutside: 150.25 },
];

/** A cart as a shopper might fill it, the code they apply, the shop's settings, and where it goes. */
const generatedCart = fc.record({
  lines: fc.uniqueArray(
    fc.record({
      product: fc.nat({ max: PRICES.length - 1 }),
      size: fc.constantFrom(...SIZES),
      quantity: fc.integer({ min: 1, max: 4 }),
    }),
    { minLength: 1, maxLength: 4, selector: (line) => `${line.product} ${line.size}` },
  ),
  promo: fc.option(fc.nat({ max: PROMOS.length - 1 }), { nil: null }),
  taxPercent: fc.constantFrom(...TAX_PERCENTS),
  fees: fc.constantFrom(...FEES),
  insideDhaka: fc.boolean(),
  /** Checkout of the first lines only, as the cart page's selection sends them. */
  someLines: fc.boolean(),
});

type GeneratedCart = typeof generatedCart extends fc.Arbitrary<infer T> ? T : never;

/** Seeded: the same carts on every run. */
const CARTS = fc.sample(generatedCart, { seed: 28, numRuns: 32 });

let shop: TestApp;
let operator: Shopper;
let shoppers: Shopper[];
let productIds: string[];
let promoCodes: string[];
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  const categoryId = (await createCategory(shop.db)).id;
  const stock = { S: 1_000, M: 1_000, L: 1_000 };
  productIds = [];
  for (const price of PRICES)
    productIds.push((await createProduct(shop.db, { categoryId, price, stock })).id);
  promoCodes = [];
  for (const [index, promo] of PROMOS.entries())
    promoCodes.push(
      (await createPromoCode(shop.db, { ...promo, code: `TOTALS${index}`, perShopperLimit: null })).code,
    );
  operator = await shop.signUpOperator();
  shoppers = [await shop.signUp(), await shop.signUp(), await shop.signUp()];
});

describe('the cart preview and the placed order', () => {
  it(`come to the same totals, tax and discount included, on ${CARTS.length} generated carts`, async () => {
    const seen = { placed: 0, refused: 0, discounted: 0, taxed: 0, insideDhaka: 0, outsideDhaka: 0 };
    let set: Pick<GeneratedCart, 'taxPercent' | 'fees'> | null = null;
    for (const [index, cart] of CARTS.entries()) {
      const shopper = shoppers[index % shoppers.length] as Shopper;
      if (set?.taxPercent !== cart.taxPercent)
        await operator.put('/api/v1/admin/settings/tax-rate', { percent: cart.taxPercent });
      if (set?.fees !== cart.fees) await operator.put('/api/v1/admin/settings/delivery-costs', cart.fees);
      set = cart;
      await shopper.delete('/api/v1/cart');
      for (const line of cart.lines)
        await shopper.post('/api/v1/cart/items', {
          product_id: productIds[line.product],
          size: line.size,
          quantity: line.quantity,
        });
      // A code under its minimum is refused here, and the cart goes on without it.
      if (cart.promo !== null)
        await shopper.post('/api/v1/cart/promo', { promoCode: promoCodes[cart.promo] });

      // What the web reads, and the preview it shows from it.
      const { cart: answered } = (await shopper.get('/api/v1/cart')).body as { cart: Cart };
      const settings = (await shopper.get('/api/v1/delivery-costs')).body as DeliveryCostsResponse;
      const point = cart.insideDhaka ? dhaka : chattogram;
      const chosen = cart.someLines
        ? answered.items.slice(0, Math.ceil(answered.items.length / 2))
        : answered.items;
      const preview = previewTotals({
        lines: chosen,
        promo: answered.promo,
        deliveryFee: deliveryFeeFor(point.city, settings.deliveryCosts),
        taxPercent: settings.taxRate.percent,
      });

      const res = await shopper.post('/api/v1/orders', {
        shippingAddress: point,
        paymentMethod: 'cash_on_delivery',
        ...(cart.someLines ? { lines: chosen.map((item) => item._id) } : {}),
      });
      const belowMinimum =
        answered.promo !== null && preview.subtotal < Math.round(answered.promo.minSubtotal * 100);
      if (belowMinimum) {
        // The preview takes nothing off and says so; the order is refused rather than charged more.
        expect(res.body, `cart ${index}`).toMatchObject({ code: 'promoMinimumNotReached' });
        seen.refused++;
        continue;
      }
      expect(res.status, `cart ${index}: ${res.text}`).toBe(201);
      const { order } = res.body as PlacedOrder;
      expect(
        {
          subtotal: order.subtotal,
          discount: order.discount,
          tax: order.tax,
          shippingCost: order.shippingCost,
          total: order.total,
        },
        `cart ${index}`,
      ).toEqual({
        subtotal: takaFromPoisha(preview.subtotal),
        discount: takaFromPoisha(preview.discount),
        tax: takaFromPoisha(preview.tax),
        shippingCost: takaFromPoisha(preview.shippingCost),
        total: takaFromPoisha(preview.total),
      });
      seen.placed++;
      if (order.discount > 0) seen.discounted++;
      if (order.tax > 0) seen.taxed++;
      if (cart.insideDhaka) seen.insideDhaka++;
      else seen.outsideDhaka++;
    }
    // The sample reaches every case: codes, tax, both zones, and orders under a code's minimum.
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
  });
});
