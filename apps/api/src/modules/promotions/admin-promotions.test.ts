import type { Cart } from '@haat/contracts';
import type { AdminPromoCode, PromoCodeInput } from '@haat/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { addToCart, dhaka, type Shopper } from '../../../test/shopping';
import { auditLog, promoCodes } from '../../db/schema';

let shop: TestApp;
let operator: Shopper;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  operator = await shop.signUpOperator({ name: 'Rafiq Operator' });
  categoryId = (await createCategory(shop.db)).id;
});

type Saved = { success: true; message: string; promoCode: AdminPromoCode };
type Page = { total: number; rows: AdminPromoCode[] };

let n = 0;
const fresh = (input: Partial<PromoCodeInput> = {}): PromoCodeInput => ({
  code: `SAVE${++n}`,
  kind: 'percent',
  value: 10,
  ...input,
});
const create = (input: PromoCodeInput | Record<string, unknown>) =>
  operator.post('/api/v1/admin/promo-codes', input);
async function created(input: Partial<PromoCodeInput> = {}) {
  const res = await create(fresh(input));
  expect(res.status, res.text).toBe(201);
  return (res.body as Saved).promoCode;
}
const edit = (id: string, input: PromoCodeInput | Record<string, unknown>) =>
  operator.put(`/api/v1/admin/promo-codes/${id}`, input);
const setActive = (id: string, active: boolean) =>
  operator.post(`/api/v1/admin/promo-codes/${id}/active`, { active });
const listed = async (query = '') => {
  const res = await operator.get(`/api/v1/admin/promo-codes${query}`);
  expect(res.status).toBe(200);
  return res.body as Page;
};
const rowOf = async (code: string) => (await listed(`?q=${code}`)).rows.find((row) => row.code === code);
const auditOf = (id: string) =>
  shop.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'promo_code'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);
const promoCount = async () => (await shop.db.select({ id: promoCodes.id }).from(promoCodes)).length;

/** A shopper with a 1,000-taka line in the cart, and the code applied. */
async function shopperWithCode(code: string) {
  const shopper = await shop.signUp();
  const product = await createProduct(shop.db, { categoryId, price: 1000 });
  await addToCart(shopper, product.id, 'M');
  const applied = await shopper.post('/api/v1/cart/promo', { promoCode: code });
  expect(applied.status, applied.text).toBe(200);
  return shopper;
}
const cartOf = async (shopper: Shopper) => ((await shopper.get('/api/v1/cart')).body as { cart: Cart }).cart;

describe('POST /api/v1/admin/promo-codes', () => {
  it('creates a code in upper case, with its rules in taka, and audits it', async () => {
    const res = await create({
      code: '  eid-sale_25 ',
      kind: 'fixed',
      value: 150.5,
      description: '৳150.50 off for Eid',
      minSubtotal: 1000,
      maxDiscount: null,
      startsAt: '2026-01-01T00:00:00+06:00',
      endsAt: '2036-01-01T00:00:00Z',
      usageLimit: 500,
      perShopperLimit: null,
    });
    expect(res.status, res.text).toBe(201);
    const { message, promoCode } = res.body as Saved;
    expect(message).toBe('Promo code EID-SALE_25 is created.');
    expect(promoCode).toMatchObject({
      code: 'EID-SALE_25',
      kind: 'fixed',
      value: 150.5,
      minSubtotal: 1000,
      maxDiscount: null,
      startsAt: '2025-12-31T18:00:00.000Z',
      endsAt: '2036-01-01T00:00:00.000Z',
      usageLimit: 500,
      perShopperLimit: null,
      active: true,
      usedCount: 0,
      redemptions: 0,
      inCarts: 0,
    });
    const [row] = await shop.db.select().from(promoCodes).where(eq(promoCodes.id, promoCode._id));
    expect(row).toMatchObject({ value: 15_050, minSubtotal: 100_000 });
    const [entry] = await auditOf(promoCode._id);
    expect(entry).toMatchObject({
      actorUserId: operator.user.id,
      action: 'promoCode.create',
      before: null,
      after: { code: 'EID-SALE_25', kind: 'fixed', value: 15_050, usageLimit: 500, active: true },
    });
  });

  it('keeps a Bengali description, which carts carry beside the English; left empty, there is none', async () => {
    const bengali = await created({
      description: '10% off your order',
      descriptionBn: ' আপনার অর্ডারে ১০% ছাড় ',
    });
    expect(bengali).toMatchObject({ description: '10% off your order', descriptionBn: 'আপনার অর্ডারে ১০% ছাড়' });
    const found = (await operator.get('/api/v1/admin/promo-codes?q=অর্ডারে')).body as Page;
    expect(found.rows.map((row) => row.code)).toEqual([bengali.code]);
    const shopper = await shop.signUp();
    const product = await createProduct(shop.db, { categoryId, price: 500 });
    await addToCart(shopper, product.id, 'M');
    const applied = (await shopper.post('/api/v1/cart/promo', { promoCode: bengali.code })).body as {
      cart: Cart;
    };
    expect(applied.cart.promo).toMatchObject({
      description: '10% off your order',
      descriptionBn: 'আপনার অর্ডারে ১০% ছাড়',
    });

    const english = await created({ description: 'Just English' });
    expect(english.descriptionBn).toBe('');
    const [row] = await shop.db.select().from(promoCodes).where(eq(promoCodes.id, english._id));
    expect(row?.descriptionBn).toBeNull();
    // An edit that empties it takes it away.
    const edited = await edit(
      bengali._id,
      fresh({ code: bengali.code, description: 'Ten off', descriptionBn: '' }),
    );
    expect((edited.body as Saved).promoCode.descriptionBn).toBe('');
  });

  it('refuses a code that exists already, whatever its case, with 409 and a code', async () => {
    const first = await created({ code: 'WELCOME-TWICE' });
    const count = await promoCount();
    const res = await create(fresh({ code: 'welcome-twice' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'promoCodeTaken' });
    expect(await promoCount()).toBe(count);
    expect(await auditOf(first._id)).toHaveLength(1);
  });

  it('makes one code of twenty creations of it at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(fresh({ code: 'RUSH-HOUR' }))));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    for (const res of answers.filter((answer) => answer.status === 409))
      expect(res.body).toMatchObject({ code: 'promoCodeTaken' });
    const rows = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, 'RUSH-HOUR'));
    expect(rows).toHaveLength(1);
    expect(await auditOf(rows[0]?.id ?? '')).toHaveLength(1);
  });

  it.each([
    ['a percentage over 100', { kind: 'percent', value: 101 }, 'promoPercentInvalid'],
    ['a percentage with decimals', { kind: 'percent', value: 12.5 }, 'promoPercentInvalid'],
    ['a zero value', { value: 0 }, 'promoValueInvalid'],
    ['a negative value', { kind: 'fixed', value: -50 }, 'promoValueInvalid'],
    ['a huge value', { kind: 'fixed', value: 1e308 }, 'promoValueInvalid'],
    ['a value with three decimals', { kind: 'fixed', value: 10.005 }, 'promoValueInvalid'],
    ['a value that is text', { value: '10' }, 'promoValueInvalid'],
    ['an unknown kind', { kind: 'bogo' }, 'promoKindRequired'],
    ['a code too short', { code: 'AB' }, 'promoCodeInvalid'],
    ['a code with spaces', { code: 'TEN OFF' }, 'promoCodeInvalid'],
    ['a code with a NUL byte', { code: 'TEN\u0000OFF' }, 'textInvalidCharacters'],
    ['a code of 1 MB', { code: 'A'.repeat(1_000_000) }, null],
    ['a description of 1 MB', { description: 'x'.repeat(1_000_000) }, null],
    ['a description with a NUL byte', { description: 'half\u0000off' }, 'textInvalidCharacters'],
    ['a negative minimum', { minSubtotal: -1 }, 'promoAmountInvalid'],
    ['a zero cap', { maxDiscount: 0 }, 'promoAmountInvalid'],
    ['a huge cap', { maxDiscount: 1e12 }, 'promoAmountInvalid'],
    [
      'an end before the start',
      { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
      'promoDatesOutOfOrder',
    ],
    [
      'an end at the start',
      { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      'promoDatesOutOfOrder',
    ],
    ['a date that is not one', { endsAt: '2026-02-30T00:00:00Z' }, 'promoDateInvalid'],
    ['a date without its zone', { endsAt: 'tomorrow' }, 'promoDateInvalid'],
    ['a usage limit of 0', { usageLimit: 0 }, 'promoLimitInvalid'],
    ['a negative per-shopper limit', { perShopperLimit: -1 }, 'promoLimitInvalid'],
    ['a limit with decimals', { usageLimit: 1.5 }, 'promoLimitInvalid'],
    ['a huge limit', { usageLimit: 2 ** 40 }, 'promoLimitInvalid'],
    ['a field the code does not have', { usedCount: 1000 }, 'invalidRequest'],
  ] as const)('refuses %s with 400 and writes nothing', async (_, change, code) => {
    const count = await promoCount();
    const res = await create({ ...fresh(), ...change });
    // A body of several megabytes is refused for its size before it is read.
    expect([400, 413]).toContain(res.status);
    expect(res.body).toMatchObject({ success: false });
    if (code) expect((res.body as { code: string }).code).toBe(code);
    expect(await promoCount()).toBe(count);
  });
});

describe('GET /api/v1/admin/promo-codes', () => {
  it('lists codes newest first with how often each was used and how many carts hold it', async () => {
    const code = await created({ code: 'COUNTED', perShopperLimit: null });
    const shopper = await shopperWithCode('COUNTED');
    const placed = await shopper.post('/api/v1/orders', {
      shippingAddress: dhaka,
      paymentMethod: 'cash_on_delivery',
    });
    expect(placed.status, placed.text).toBe(201);
    await shopperWithCode('counted');
    const row = await rowOf('COUNTED');
    expect(row).toMatchObject({ _id: code._id, usedCount: 1, redemptions: 1, inCarts: 1 });
    const dates = (await listed('?pageSize=100')).rows.map((promo) => promo.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await listed('?q=%25')).rows).toEqual([]);
  });

  it('refuses a search that is not one', async () => {
    for (const query of ['?q=%00', `?q=${'x'.repeat(101)}`, '?pageSize=0', '?page=-1'])
      expect((await operator.get(`/api/v1/admin/promo-codes${query}`)).status, query).toBe(400);
  });
});

describe('PUT /api/v1/admin/promo-codes/{id}', () => {
  it('changes the rules, and a cart holding the code follows them on its next read', async () => {
    const code = await created({ code: 'CHANGING', value: 10 });
    const shopper = await shopperWithCode('CHANGING');
    expect((await cartOf(shopper)).promo).toMatchObject({ code: 'CHANGING', discount: 100 });

    const res = await edit(code._id, fresh({ code: 'CHANGING', value: 20, maxDiscount: 150 }));
    expect(res.status, res.text).toBe(200);
    expect((res.body as Saved).message).toBe(
      'Promo code CHANGING is saved. Carts holding it follow the new rules from now on.',
    );
    expect((await cartOf(shopper)).promo).toMatchObject({ code: 'CHANGING', discount: 150, problem: null });

    // A minimum the cart does not reach: the cart keeps the code and says what is missing.
    await edit(code._id, fresh({ code: 'CHANGING', value: 20, minSubtotal: 1500 }));
    expect((await cartOf(shopper)).promo).toMatchObject({
      discount: 0,
      problem: { code: 'promoMinimumNotReached' },
    });
    // Renamed: the cart holds the code itself, not its text.
    await edit(code._id, fresh({ code: 'CHANGED', value: 20 }));
    expect((await cartOf(shopper)).promo).toMatchObject({ code: 'CHANGED', discount: 200, problem: null });

    const entries = await auditOf(code._id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'promoCode.create',
      'promoCode.edit',
      'promoCode.edit',
      'promoCode.edit',
    ]);
    expect(entries[1]).toMatchObject({
      before: { value: 10, maxDiscount: null },
      after: { value: 20, maxDiscount: 15_000 },
    });
    expect(entries[3]).toMatchObject({
      before: { code: 'CHANGING', minSubtotal: 150_000 },
      after: { code: 'CHANGED', minSubtotal: 0 },
    });
  });

  it('refuses a code another has, a limit below its uses, and a code that is not there', async () => {
    await created({ code: 'TAKEN-ONE' });
    const code = await created({ code: 'TAKEN-TWO', usageLimit: 10 });
    await shop.db.update(promoCodes).set({ usedCount: 3 }).where(eq(promoCodes.id, code._id));

    const taken = await edit(code._id, fresh({ code: 'taken-one' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'promoCodeTaken' });
    const below = await edit(code._id, fresh({ code: 'TAKEN-TWO', usageLimit: 2 }));
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: 'promoLimitBelowUses' });
    // As many as its uses stops it: the rules then call it used up.
    expect((await edit(code._id, fresh({ code: 'TAKEN-TWO', usageLimit: 3 }))).status).toBe(200);
    for (const id of ['6f1c5a52-1d1e-4c63-9b57-0c3a4c0f2f11', 'not-an-id']) {
      const res = await edit(id, fresh());
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('promoCodeNotFound'));
    }
    const bad = await edit(code._id, { ...fresh({ code: 'TAKEN-TWO' }), value: -5 });
    expect(bad.status).toBe(400);
    expect((await rowOf('TAKEN-TWO'))?.usageLimit).toBe(3);
    expect((await auditOf(code._id)).map((entry) => entry.action)).toEqual([
      'promoCode.create',
      'promoCode.edit',
    ]);
  });
});

describe('POST /api/v1/admin/promo-codes/{id}/active', () => {
  it('deactivates a code (shoppers are told it is not valid) and makes it active again', async () => {
    const code = await created({ code: 'ONOFF' });
    const shopper = await shopperWithCode('ONOFF');

    const off = await setActive(code._id, false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Promo code ONOFF is deactivated: shoppers can no longer use it.',
      promoCode: { active: false },
    });
    expect((await cartOf(shopper)).promo).toMatchObject({ discount: 0, problem: { code: 'promoUnknown' } });
    const other = await shop.signUp();
    const product = await createProduct(shop.db, { categoryId, price: 1000 });
    await addToCart(other, product.id, 'M');
    expect((await other.post('/api/v1/cart/promo', { promoCode: 'ONOFF' })).body).toEqual(
      refusal('promoUnknown'),
    );
    // Deactivating twice changes nothing and logs nothing more.
    expect((await setActive(code._id, false)).status).toBe(200);

    const on = await setActive(code._id, true);
    expect(on.body).toMatchObject({
      message: 'Promo code ONOFF is active again.',
      promoCode: { active: true },
    });
    expect((await cartOf(shopper)).promo).toMatchObject({ discount: 100, problem: null });

    const entries = await auditOf(code._id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      expect.objectContaining({ action: 'promoCode.create' }),
      { action: 'promoCode.deactivate', before: { active: true }, after: { active: false } },
      { action: 'promoCode.reactivate', before: { active: false }, after: { active: true } },
    ]);
  });

  it('refuses a body that is not a yes or no, and a code that is not there', async () => {
    const code = await created();
    for (const body of [{}, { active: 'no' }, { active: null }, { active: true, code: 'X' }])
      expect((await operator.post(`/api/v1/admin/promo-codes/${code._id}/active`, body)).status).toBe(400);
    expect((await setActive('6f1c5a52-1d1e-4c63-9b57-0c3a4c0f2f11', false)).body).toEqual(
      refusal('promoCodeNotFound'),
    );
  });
});
