import type { AppliedPromo, CartItem } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { selectionTotals } from './totals';

const line = (id: string, price: number, quantity: number, available = true): CartItem => ({
  _id: id,
  product_id: `p-${id}`,
  name: id,
  nameBn: null,
  price,
  originalPrice: price,
  quantity,
  image: '',
  size: 'M',
  stock: 10,
  maxQuantity: 10,
  available,
  unavailableReason: available ? null : 'sizeSoldOut',
});

const tenPercent: AppliedPromo = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minSubtotal: 1000,
  maxDiscount: null,
  description: '10% off',
  descriptionBn: null,
  discount: 0,
  problem: null,
};

describe('selectionTotals', () => {
  const items = [line('a', 1290.25, 2), line('b', 499.5, 1), line('c', 800, 1, false)];

  it('adds up the selected lines that can be bought, with the fixed shipping estimate', () => {
    expect(selectionTotals(items, new Set(['a', 'b', 'c']), null)).toEqual({
      pieces: 3,
      itemsTotal: 3080,
      shipping: 150,
      discount: 0,
      tax: 0,
      total: 3230,
      promoMinimum: null,
    });
  });

  it('takes the code off the selection, to the poisha', () => {
    expect(selectionTotals(items, new Set(['a']), tenPercent)).toMatchObject({
      itemsTotal: 2580.5,
      discount: 258.05,
      total: 2472.45,
    });
  });

  it('says the minimum when the selection is under it, and takes nothing off', () => {
    expect(selectionTotals(items, new Set(['b']), tenPercent)).toMatchObject({
      discount: 0,
      total: 649.5,
      promoMinimum: 1000,
    });
  });

  it('adds the shop’s tax on the selection after the code, as the order will charge it', () => {
    // 7.5% of ৳2,580.50 − ৳258.05 = ৳174.18375: ৳174.18 to the poisha.
    expect(selectionTotals(items, new Set(['a']), tenPercent, 60, 7.5)).toMatchObject({
      discount: 258.05,
      tax: 174.18,
      total: 2556.63,
    });
  });

  it('charges nothing, shipping included, for an empty selection', () => {
    expect(selectionTotals(items, new Set(), tenPercent)).toMatchObject({ pieces: 0, shipping: 0, total: 0 });
  });

  it('takes checkout’s delivery fee for the chosen place instead of the cart page’s estimate', () => {
    const all = new Set(items.map((item) => item._id));
    const withEstimate = selectionTotals(items, all, null);
    const toChattogram = selectionTotals(items, all, null, 120);
    expect(toChattogram.shipping).toBe(120);
    expect(toChattogram.total).toBe(withEstimate.total - withEstimate.shipping + 120);
  });
});
