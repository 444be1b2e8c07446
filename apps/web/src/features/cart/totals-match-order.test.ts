import type { AppliedPromo, CartItem } from '@haat/contracts';
import { deliveryFeeFor } from '@haat/contracts/delivery';
import { orderTotals } from '@haat/contracts/order-totals';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectionTotals } from './totals';

/**
 * A cart as the server keeps it (whole poisha), the code applied to it, the shop's fees and tax
 * rate, and the pickup point: what both the preview and the placed order are worked out from.
 */
const generatedCart = fc.record({
  lines: fc.array(
    fc.record({
      unitPrice: fc.integer({ min: 1, max: 100_000_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      available: fc.boolean(),
      selected: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  promo: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: 1, max: 100 }),
        maxDiscount: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        minSubtotal: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        value: fc.integer({ min: 1, max: 5_000_000 }),
        maxDiscount: fc.constant(null),
        minSubtotal: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
      }),
    ),
    { nil: null },
  ),
  /** Hundredths of a percent: the settings take a rate with two decimals. */
  taxBasisPoints: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
  costs: fc.record({ dhakaInside: fc.nat({ max: 100_000 }), dhakaOutside: fc.nat({ max: 100_000 }) }),
  city: fc.constantFrom('Dhaka', 'Chattogram'),
});
type GeneratedCart = typeof generatedCart extends fc.Arbitrary<infer T> ? T : never;

const taka = (poisha: number) => poisha / 100;

/** The cart, its code and the settings as the API answers them to the web: in taka. */
function asAnswered(cart: GeneratedCart) {
  const items: CartItem[] = cart.lines.map((line, index) => ({
    _id: `line-${index}`,
    product_id: `product-${index}`,
    name: `Product ${index}`,
    nameBn: null,
    price: taka(line.unitPrice),
    originalPrice: taka(line.unitPrice),
    quantity: line.quantity,
    image: '',
    size: 'M',
    stock: line.available ? line.quantity : 0,
    maxQuantity: line.available ? line.quantity : 0,
    available: line.available,
    unavailableReason: line.available ? null : 'sizeSoldOut',
  }));
  const promo: AppliedPromo | null = cart.promo && {
    code: 'GENERATED',
    kind: cart.promo.kind,
    value: cart.promo.kind === 'percent' ? cart.promo.value : taka(cart.promo.value),
    minSubtotal: taka(cart.promo.minSubtotal),
    maxDiscount: cart.promo.maxDiscount === null ? null : taka(cart.promo.maxDiscount),
    description: '',
    descriptionBn: null,
    discount: 0,
    problem: null,
  };
  const selected = new Set(items.filter((_, index) => cart.lines[index]?.selected).map((item) => item._id));
  const costs = { dhakaInside: taka(cart.costs.dhakaInside), dhakaOutside: taka(cart.costs.dhakaOutside) };
  return { items, promo, selected, costs, taxPercent: cart.taxBasisPoints / 100 };
}

describe('the cart preview', () => {
  it('comes to the placed order’s totals on 1,000 generated carts, codes, tax and both zones included', () => {
    fc.assert(
      fc.property(generatedCart, (cart) => {
        const answered = asAnswered(cart);
        const preview = selectionTotals(
          answered.items,
          answered.selected,
          answered.promo,
          deliveryFeeFor(cart.city, answered.costs),
          answered.taxPercent,
        );

        // The order of the same lines, as the server prices it from what it keeps.
        const ordered = cart.lines.filter((line) => line.available && line.selected);
        const placed = orderTotals({
          lines: ordered,
          promo: cart.promo,
          deliveryFee: deliveryFeeFor(cart.city, cart.costs),
          taxBasisPoints: cart.taxBasisPoints,
        });
        const subtotal = ordered.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        const belowMinimum = cart.promo !== null && subtotal < cart.promo.minSubtotal;

        expect(preview).toMatchObject({
          itemsTotal: taka(placed.subtotal),
          shipping: taka(placed.shippingCost),
          discount: taka(placed.discount),
          tax: taka(placed.tax),
          total: taka(placed.total),
          // Under the code's minimum the order is refused: the preview takes nothing off and says why.
          promoMinimum: belowMinimum ? taka(cart.promo?.minSubtotal ?? 0) : null,
        });
        // The order's own arithmetic, whole poisha all the way.
        expect(placed.total).toBe(placed.subtotal - placed.discount + placed.tax + placed.shippingCost);
        expect(Number.isInteger(placed.tax) && placed.discount <= placed.subtotal).toBe(true);
      }),
      { seed: 28, numRuns: 1_000 },
    );
  });
});
