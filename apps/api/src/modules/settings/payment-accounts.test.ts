import type { TestApp } from '../../../test/app';
import { describe, expect, it, test } from '../../../test/shop-test';
import { settings } from '../../db/schema';

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

describe('the payment accounts', () => {
  it('are null for every method until the operator sets them, and public', async () => {
    const res = await shop.get('/api/v1/payment-accounts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      accounts: { bkash: null, nagad: null, rocket: null, bank: null },
    });
  });

  it('answer what the operator set, and null for a method left out', async () => {
    await shop.db
      .insert(settings)
      .values({ key: 'payment_accounts', value: { bkash: '01700-000000', bank: 'Bank · 1234' } });
    const res = await shop.get('/api/v1/payment-accounts');
    expect(res.body).toEqual({
      success: true,
      accounts: { bkash: '01700-000000', nagad: null, rocket: null, bank: 'Bank · 1234' },
    });
  });
});
