import { describe, expect, it } from 'vitest';
import { orderTotals, previewTotals } from './order-totals';
import type { AppliedPromo } from './promotions';

const tenPercent = { kind: 'percent', value: 10, maxDiscount: null, minSubtotal: 100_000 } as const;

describe('orderTotals', () => {
  it('adds the goods, takes the code off, taxes what is left and adds the fee, in whole poisha', () => {
    // 2 × ৳1,290.25 + ৳499.50 = ৳3,080.00; 10% off = ৳308.00; 7.5% of ৳2,772.00 = ৳207.90.
    const lines = [
      { unitPrice: 129_025, quantity: 2 },
      { unitPrice: 49_950, quantity: 1 },
    ];
    expect(orderTotals({ lines, promo: tenPercent, deliveryFee: 6_000, taxBasisPoints: 750 })).toEqual({
      subtotal: 308_000,
      discount: 30_800,
      tax: 20_790,
      shippingCost: 6_000,
      total: 303_990,
    });
  });

  it('rounds the tax to the poisha, half up', () => {
    // 5% of ৳0.10 is half a poisha: one poisha.
    const totals = orderTotals({
      lines: [{ unitPrice: 10, quantity: 1 }],
      promo: null,
      deliveryFee: 0,
      taxBasisPoints: 500,
    });
    expect(totals).toMatchObject({ tax: 1, total: 11 });
  });

  it('takes nothing off below the code’s minimum, and charges no fee for no goods', () => {
    const below = orderTotals({
      lines: [{ unitPrice: 99_999, quantity: 1 }],
      promo: tenPercent,
      deliveryFee: 12_000,
      taxBasisPoints: 0,
    });
    expect(below).toEqual({ subtotal: 99_999, discount: 0, tax: 0, shippingCost: 12_000, total: 111_999 });
    expect(orderTotals({ lines: [], promo: tenPercent, deliveryFee: 12_000, taxBasisPoints: 1_000 })).toEqual(
      {
        subtotal: 0,
        discount: 0,
        tax: 0,
        shippingCost: 0,
        total: 0,
      },
    );
  });

  it('never takes off more than the goods, whatever a fixed code is worth', () => {
    const fixed = { kind: 'fixed', value: 50_000, maxDiscount: null, minSubtotal: 0 } as const;
    const totals = orderTotals({
      lines: [{ unitPrice: 30_000, quantity: 1 }],
      promo: fixed,
      deliveryFee: 6_000,
      taxBasisPoints: 1_500,
    });
    expect(totals).toEqual({ subtotal: 30_000, discount: 30_000, tax: 0, shippingCost: 6_000, total: 6_000 });
  });
});

describe('previewTotals', () => {
  const applied: AppliedPromo = {
    code: 'SAVE50',
    kind: 'fixed',
    value: 50.5,
    minSubtotal: 500,
    maxDiscount: null,
    description: '৳50.50 off',
    descriptionBn: null,
    discount: 50.5,
    problem: null,
  };

  it('reads the taka of the shop’s answers as the poisha the order is placed with', () => {
    expect(
      previewTotals({
        lines: [{ price: 499.99, quantity: 3 }],
        promo: applied,
        deliveryFee: 70.5,
        taxPercent: 7.25,
      }),
    ).toEqual(
      orderTotals({
        lines: [{ unitPrice: 49_999, quantity: 3 }],
        promo: { kind: 'fixed', value: 5_050, maxDiscount: null, minSubtotal: 50_000 },
        deliveryFee: 7_050,
        taxBasisPoints: 725,
      }),
    );
  });

  it('leaves out a code the cart says has a problem, as placing the order would refuse it', () => {
    const expired = { ...applied, problem: { code: 'promoExpired', message: 'This code has expired.' } };
    const preview = previewTotals({
      lines: [{ price: 600, quantity: 1 }],
      promo: expired,
      deliveryFee: 60,
      taxPercent: 0,
    });
    expect(preview).toMatchObject({ discount: 0, total: 66_000 });
  });
});
