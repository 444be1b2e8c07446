import { readFile } from 'node:fs/promises';
import { normalisedMobile, type Order } from '@haat/contracts';
import { DEFAULT_COD_GUARD_SETTINGS } from '@haat/contracts/admin';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import { createCategory, createOrder, createProduct } from '../../test/factories';
import { describe, expect, it, test } from '../../test/shop-test';
import { addToCart, dhaka, type PlacedOrder } from '../../test/shopping';
import { historyOf, phoneHistory } from '../modules/risk/delivery-history';
import { type Database, selectRows } from './client';
import {
  addresses,
  blockedPhones,
  codAssessments,
  orders,
  outboxMessages,
  phoneCodes,
  users,
  verifiedPhones,
} from './schema';

/**
 * Migration 0031 rewrites the phones a shop kept before its phone rule ("+880 1712-345678"…) as
 * 01XXXXXXXXX. Each test writes rows as such a shop left them (the test database is migrated
 * already) and runs the migration's statements on them, as the migrator does.
 */
const MIGRATION = new URL('./migrations/0031_normalise_phones.sql', import.meta.url);

async function normalisePhones(db: Database) {
  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

let shop: TestApp;
let categoryId: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('the database’s mobile number (haat_mobile_number)', () => {
  it('is normalisedMobile: for numbers as people write them, and for every character written inside one', async () => {
    const written = [
      '01712345678',
      '+8801712345678',
      '8801712345678',
      '00880 1712-345678',
      '+880 (1712) 345 678',
      '(+880) 1712.345.678',
      '০১৭১২৩৪৫৬৭৮',
      '+৮৮০ ১৭১২-৩৪৫৬৭৮',
      ' 01312345678 ',
      '01912345678',
      '=1+1',
      '',
      '880',
      '0171234567',
      '017123456789',
      '01212345678',
      '+01712345678',
      '0088001712345678',
      '+8808801712345678',
      '02-9876543',
      '+91 98765 43210',
      'call me',
    ];
    // Every character of the Basic Multilingual Plane but NUL and lone surrogates (text holds neither).
    for (let code = 1; code <= 0xffff; code += 1)
      if (code < 0xd800 || code > 0xdfff) written.push(`01712${String.fromCharCode(code)}345678`);
    const rows = await selectRows<{ number: string | null }>(
      shop.db,
      sql`select haat_mobile_number(w) as number
          from jsonb_array_elements_text(${JSON.stringify(written)}::jsonb) with ordinality as t(w, n)
          order by n`,
    );
    const disagreeing = written.filter((value, i) => rows[i]?.number !== normalisedMobile(value));
    expect(rows).toHaveLength(written.length);
    expect(disagreeing).toEqual([]);
  });
});

describe('migration 0031: phones kept in another spelling', () => {
  /** Each row's phone by its id. */
  const phonesById = async (rows: PromiseLike<{ id: string; phone: string | null }[]>) =>
    Object.fromEntries((await rows).map((row) => [row.id, row.phone]));
  const one = <Row>(rows: Row[]): Row => {
    if (!rows[0]) throw new Error('the row was not written');
    return rows[0];
  };

  it('rewrites every phone that is a mobile number as 01XXXXXXXXX in each table, and leaves what is not one', async () => {
    const operator = (await shop.signUpOperator()).user.id;
    const wrote = (await shop.signUp()).user.id;
    const other = (await shop.signUp()).user.id;

    await shop.db.update(users).set({ phone: '+880 1611-000444' }).where(eq(users.id, wrote));
    await shop.db.update(users).set({ phone: '02-9876543' }).where(eq(users.id, other));
    const point = { fullName: 'Nusrat Jahan', city: 'Dhaka', address: 'House 3, Road 9' };
    const mobile = one(
      await shop.db
        .insert(addresses)
        .values({ ...point, userId: wrote, phone: '8801611000444' })
        .returning(),
    );
    const words = one(
      await shop.db
        .insert(addresses)
        .values({ ...point, userId: other, phone: 'call me' })
        .returning(),
    );
    const spelled = await createOrder(shop.db, { userId: wrote, phone: '01611 000444' });
    const bengali = await createOrder(shop.db, { userId: wrote, phone: '০১৬১১-০০০৪৪৪' });
    const notMobile = await createOrder(shop.db, { userId: wrote, phone: '=1+1' });
    const assessed = one(
      await shop.db
        .insert(codAssessments)
        .values({
          userId: wrote,
          phone: '+8801611000444',
          decision: 'passed',
          reasons: [],
          phoneHistory: historyOf(undefined),
          addressHistory: historyOf(undefined),
          total: 56_000,
        })
        .returning(),
    );
    const code = one(
      await shop.db
        .insert(phoneCodes)
        .values({ userId: wrote, phone: '00880 1611 000444', codeHash: 'f00d', expiresAt: hoursAgo(-1) })
        .returning(),
    );
    const message = (channel: 'sms' | 'mail') =>
      shop.db
        .insert(outboxMessages)
        .values({ channel, recipient: '+880 1611-000444', topic: 'order_placed', status: 'sent' })
        .returning();
    const sms = one(await message('sms'));
    const mail = one(await message('mail'));
    // One shopper proved the number three times in three spellings; another once, in another.
    await shop.db.insert(verifiedPhones).values([
      { userId: wrote, phone: '01611000444', verifiedAt: hoursAgo(30) },
      { userId: wrote, phone: '+8801611000444', verifiedAt: hoursAgo(3) },
      { userId: wrote, phone: '8801611000444', verifiedAt: hoursAgo(20) },
      { userId: other, phone: '+880 1611-000444', verifiedAt: hoursAgo(5) },
    ]);
    // The operator blocked a number as "+880 1811-000222" first, later in three other spellings.
    await shop.db.insert(blockedPhones).values([
      { phone: '01811000222', note: '', blockedBy: wrote, createdAt: hoursAgo(2) },
      { phone: '+880 1811-000222', note: 'Fake orders', blockedBy: operator, createdAt: hoursAgo(9) },
      { phone: '8801811000222', note: 'Refused twice', blockedBy: null, createdAt: hoursAgo(4) },
      { phone: '+8801811000222 ', note: 'Fake orders', blockedBy: null, createdAt: hoursAgo(1) },
      { phone: '+880 1911-000333', note: 'Alone', blockedBy: operator, createdAt: hoursAgo(1) },
      { phone: '12345', note: 'Not a mobile number', blockedBy: operator, createdAt: hoursAgo(1) },
    ]);

    await normalisePhones(shop.db);

    const number = '01611000444';
    const usersNow = shop.db.select({ id: users.id, phone: users.phone }).from(users);
    expect(await phonesById(usersNow.where(inArray(users.id, [wrote, other])))).toEqual({
      [wrote]: number,
      [other]: '02-9876543',
    });
    const addressesNow = shop.db.select({ id: addresses.id, phone: addresses.phone }).from(addresses);
    expect(await phonesById(addressesNow.where(inArray(addresses.id, [mobile.id, words.id])))).toEqual({
      [mobile.id]: number,
      [words.id]: 'call me',
    });
    const ordersNow = await shop.db
      .select({ id: orders.id, address: orders.shippingAddress })
      .from(orders)
      .where(inArray(orders.id, [spelled.id, bengali.id, notMobile.id]));
    expect(Object.fromEntries(ordersNow.map((row) => [row.id, row.address]))).toEqual({
      // Only the phone: the rest of the pickup point is as it was.
      [spelled.id]: { ...spelled.shippingAddress, phone: number },
      [bengali.id]: { ...bengali.shippingAddress, phone: number },
      [notMobile.id]: notMobile.shippingAddress,
    });
    const assessedNow = shop.db
      .select({ id: codAssessments.id, phone: codAssessments.phone })
      .from(codAssessments);
    expect(await phonesById(assessedNow.where(eq(codAssessments.id, assessed.id)))).toEqual({
      [assessed.id]: number,
    });
    const codesNow = shop.db.select({ id: phoneCodes.id, phone: phoneCodes.phone }).from(phoneCodes);
    expect(await phonesById(codesNow.where(eq(phoneCodes.id, code.id)))).toEqual({ [code.id]: number });
    const sentNow = shop.db
      .select({ id: outboxMessages.id, phone: outboxMessages.recipient })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [sms.id, mail.id]));
    // A mail's recipient is an email address, whatever it holds.
    expect(await phonesById(sentNow)).toEqual({ [sms.id]: number, [mail.id]: '+880 1611-000444' });

    // Merged, not refused by the keys: one proof per shopper and number, the latest.
    const proofs = await shop.db
      .select()
      .from(verifiedPhones)
      .where(inArray(verifiedPhones.userId, [wrote, other]));
    expect(proofs.map((row) => [row.userId, row.phone]).sort()).toEqual(
      [
        [wrote, number],
        [other, number],
      ].sort(),
    );
    const proofOf = proofs.find((row) => row.userId === wrote)?.verifiedAt.getTime() ?? 0;
    expect(Math.abs(proofOf - hoursAgo(3).getTime())).toBeLessThan(60_000);

    // One block per number: the first one's time and operator, each spelling's note once.
    const blocks = await shop.db.select().from(blockedPhones).orderBy(blockedPhones.phone);
    expect(blocks.map(({ phone, note, blockedBy }) => ({ phone, note, blockedBy }))).toEqual([
      { phone: '01811000222', note: 'Fake orders; Refused twice', blockedBy: operator },
      { phone: '01911000333', note: 'Alone', blockedBy: operator },
      { phone: '12345', note: 'Not a mobile number', blockedBy: operator },
    ]);
    expect(Math.abs((blocks[0]?.createdAt.getTime() ?? 0) - hoursAgo(9).getTime())).toBeLessThan(60_000);
  });
});

describe('the COD guard after migration 0031', () => {
  test.beforeAll(async () => {
    const operator = await shop.signUpOperator();
    const settings = await operator.put('/api/v1/admin/risk/settings', {
      ...DEFAULT_COD_GUARD_SETTINGS,
      enabled: true,
    });
    if (settings.status !== 200) throw new Error(`settings refused: ${settings.text}`);
  });

  it('counts an order stored as "+880 1711-000111" and refused earlier in the history of 01711000111', async () => {
    const earlier = await shop.signUp();
    const kept = [
      { status: 'returned', phone: '+880 1711-000111', daysAgo: 200 },
      { status: 'delivered', phone: '8801711000111', daysAgo: 300 },
    ] as const;
    for (const { status, phone, daysAgo } of kept)
      await createOrder(shop.db, {
        userId: earlier.user.id,
        status,
        phone,
        address: 'House 40, Road 11, Banani',
        createdAt: hoursAgo(24 * daysAgo),
      });
    // What an attacker's review found: the history of the number as the shop now writes it missed them.
    expect(await phoneHistory(shop.db, '01711000111')).toMatchObject({ refused: 0, delivered: 0 });

    await normalisePhones(shop.db);
    expect(await phoneHistory(shop.db, '01711000111')).toMatchObject({
      refused: 1,
      delivered: 1,
      finished: 2,
    });

    // Another account, another address: only the number ties the new order to the refusal.
    const shopper = await shop.signUp();
    const product = await createProduct(shop.db, { categoryId, price: 500 });
    await addToCart(shopper, product.id, 'M');
    const res = await shopper.post('/api/v1/orders', {
      shippingAddress: { ...dhaka, phone: '01711-000111', address: 'Flat 2B, House 8, Road 3, Uttara' },
      paymentMethod: 'cash_on_delivery',
    });
    expect(res.status, res.text).toBe(201);
    const placed: Order = (res.body as PlacedOrder).order;
    expect(placed.status).toBe('held');
    const [assessment] = await shop.db
      .select()
      .from(codAssessments)
      .where(eq(codAssessments.orderId, placed._id));
    expect(assessment).toMatchObject({
      decision: 'held',
      phone: '01711000111',
      reasons: [{ rule: 'refused_before', params: { refused: 1 } }],
      phoneHistory: { delivered: 1, refused: 1 },
      addressHistory: { finished: 0 },
    });
  });
});
