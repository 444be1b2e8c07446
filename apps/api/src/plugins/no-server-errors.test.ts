import {
  CART_MESSAGES,
  CHECKOUT_PAYMENT_METHODS,
  DIVISIONS,
  ERROR_MESSAGES,
  MAX_QUANTITY_PER_LINE,
  requiresOperator,
  requiresSignIn,
  SIZES,
  WORDED_ERROR_CODES,
} from '@haat/contracts';
import {
  adminContract,
  IMAGE_FIELD,
  MAX_PRODUCT_PRICE,
  MAX_SIZE_STOCK,
  STATEMENT_COLUMNS,
} from '@haat/contracts/admin';
import { everyRoute, routesOf } from '@haat/contracts/testing';
import type { AppRoute } from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { z } from 'zod';
import type { TestApp, TestResponse } from '../../test/app';
import { createCategory, createProduct, createPromoCode } from '../../test/factories';
import {
  acceptedBy,
  arbitraryOf,
  compactly,
  type Draft,
  type FieldHint,
  isUpload,
  MALFORMED_IDS,
  type Mutation,
  multipartOf,
  mutationOf,
  requestOf,
  shortly,
} from '../../test/fuzz';
import { fuzzSettings } from '../../test/settings';
import { describe, expect, it, test } from '../../test/shop-test';
import {
  addresses,
  cartItems,
  categories,
  categoryItems,
  orderItems,
  orders,
  paymentProofs,
  productImages,
  products,
  promoCodes,
  returns,
  reviews,
  users,
} from '../db/schema';
import { createOrderLifecycle } from '../modules/orders/lifecycle';
import { OPENAPI_PATH } from './openapi';

/**
 * No call of the contract answers 5xx, whatever it is sent (issue "No 500 for any input"): every
 * call, the shopper's, the public ones and the operator's, gets requests made from its own schemas
 * (real ids of a seeded shop, values the schemas take) and those same requests spoilt (wrong types,
 * missing and extra fields, extremes, NUL bytes, a mebibyte of text, malformed ids, bad JSON, wrong
 * content types, broken multipart), sent as the callers it expects and as others.
 */

/** Every call the shop answers, as the contracts list them: a new call is fuzzed without a word here. */
const CALLS = [...everyRoute(), ...routesOf(adminContract, ['admin'])];
/** Each call's own seed is the suite's and its name. */
const { seed: SEED, runsPerCall: RUNS_PER_CALL } = fuzzSettings;

type Caller = 'anonymous' | 'shopper' | 'stranger' | 'operator' | 'forged';
type SignedInCaller = Exclude<Caller, 'anonymous' | 'forged'>;
/** A request to make, and who makes it. */
type Probe = Draft & {
  caller: Caller;
  /** Which forged authorization a `forged` caller sends. */
  forgery: number;
};

/** The kinds of rows whose ids the fuzzer sends, read from the shop before each call is fuzzed. */
type Pools = {
  products: string[];
  categories: string[];
  categoryItems: string[];
  productImages: string[];
  orders: string[];
  orderItems: string[];
  cartItems: string[];
  /** The signed-in shopper's own cart lines and orders, which their calls act on. */
  ownCartItems: string[];
  ownOrders: string[];
  addresses: string[];
  reviews: string[];
  paymentProofs: string[];
  returns: string[];
  promoCodes: string[];
  promoCodeTexts: string[];
};
type PoolName = keyof Pools;

/** The rows a path parameter names, by the path segment before it. */
const POOLS_OF_SEGMENT: Record<string, PoolName[]> = {
  products: ['products'],
  wishlist: ['products'],
  categories: ['categories'],
  items: ['ownCartItems', 'cartItems', 'categoryItems'],
  images: ['productImages'],
  orders: ['ownOrders', 'orders'],
  user: ['ownOrders', 'orders'],
  cancellations: ['orders'],
  addresses: ['addresses'],
  reviews: ['reviews'],
  'payment-proofs': ['paymentProofs'],
  returns: ['returns'],
  'promo-codes': ['promoCodes'],
};

/** The rows a body or query field names, by the field's name. */
const POOLS_OF_FIELD: Record<string, PoolName[]> = {
  product_id: ['products'],
  productId: ['products'],
  productIds: ['ownCartItems', 'cartItems'],
  highlight: ['products'],
  categoryId: ['categories'],
  category: ['categories'],
  itemId: ['categoryItems'],
  ids: ['categories', 'categoryItems'],
  imageIds: ['productImages'],
  proofIds: ['paymentProofs'],
  itemIds: ['orderItems'],
  lines: ['ownCartItems'],
  promoCode: ['promoCodeTexts'],
};

/** Every code a refusal may carry: the catalogue's texts, the cart's and the worded ones. */
const CODES = new Set<string>([
  ...Object.keys(ERROR_MESSAGES),
  ...Object.keys(CART_MESSAGES),
  ...WORDED_ERROR_CODES,
]);

/** Whether an answer is the one error shape, with a code a client can translate. */
function isRefusal(contentType: unknown, text: string): boolean {
  if (typeof contentType !== 'string' || !contentType.includes('json')) return false;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return false;
  }
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'success' in answer &&
    answer.success === false &&
    'code' in answer &&
    typeof answer.code === 'string' &&
    CODES.has(answer.code)
  );
}

const seedOf = (name: string) =>
  [...name].reduce((hash, character) => (hash * 31 + (character.codePointAt(0) ?? 0)) | 0, SEED);

const schemaOf = (value: unknown) => (value instanceof z.ZodType ? value : null);

/** Error log lines: the cause of a 5xx, printed with the request that got it. */
const errorLog: string[] = [];
test.override('shopOptions', {
  env: { LOG_LEVEL: 'error' },
  logStream: { write: (line) => errorLog.push(line) },
});

describe('no call answers 5xx, whatever it is sent', () => {
  let shop: TestApp;
  const tokens = {} as Record<SignedInCaller, string>;
  const passwords = {} as Record<SignedInCaller, string>;
  const emails = {} as Record<SignedInCaller, string>;
  const userIds = {} as Record<SignedInCaller, string>;
  const pictures: Record<'png' | 'jpeg' | 'webp', Uint8Array> = {
    png: new Uint8Array(),
    jpeg: new Uint8Array(),
    webp: new Uint8Array(),
  };
  let restockProductId = '';

  test.beforeAll(async ({ shop: built }) => {
    shop = built;
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      pictures[format] = await sharp({
        create: { width: 8, height: 10, channels: 3, background: { r: 20, g: 120, b: 60 } },
      })
        .toFormat(format)
        .toBuffer();
    }
    await seedShop();
  });

  async function expectDone(response: Promise<TestResponse>) {
    const res = await response;
    if (res.status >= 300) throw new Error(`seeding the shop failed: ${res.status} ${res.text}`);
    return res;
  }

  /**
   * A shop with something of everything: products (one at the highest price), orders delivered,
   * awaiting payment and cancelled, payment proofs, returns, reviews, a statement.
   */
  async function seedShop() {
    const people = {
      operator: await shop.signUpOperator(),
      shopper: await shop.signUp(),
      stranger: await shop.signUp(),
    };
    for (const [caller, person] of Object.entries(people) as [SignedInCaller, typeof people.shopper][]) {
      tokens[caller] = person.token;
      passwords[caller] = person.password;
      emails[caller] = person.email;
      userIds[caller] = person.user.id;
    }
    const { db } = shop;
    const wear = await createCategory(db, {
      title: 'Fuzz Wear',
      items: ['Panjabi', 'Saree'],
      itemsBn: ['পাঞ্জাবি', null],
    });
    await createCategory(db, { title: 'Fuzz Empty', items: ['Nothing'] });
    const panjabi = await createProduct(db, {
      categoryId: wear.id,
      categoryItemId: wear.items[0]?.id ?? null,
      nameBn: 'সুতির পাঞ্জাবি',
      price: 1000,
      oldPrice: 1500,
      stock: { S: 50, M: 50, L: 50, XL: 50, XXL: 50 },
    });
    const saree = await createProduct(db, { categoryId: wear.id, price: 450.5, stock: { M: 40, L: 40 } });
    await createProduct(db, { categoryId: wear.id, stock: { S: 0, M: 0, L: 0, XL: 0, XXL: 0 } });
    await createProduct(db, { categoryId: wear.id, active: false });
    // The extremes a valid request may reach: the highest price, and the most of it a cart may hold.
    const dearest = await createProduct(db, {
      categoryId: wear.id,
      price: MAX_PRODUCT_PRICE,
      stock: Object.fromEntries(SIZES.map((size) => [size, MAX_SIZE_STOCK])),
    });
    restockProductId = panjabi.id;
    await createPromoCode(db, { code: 'FUZZ10' });
    await createPromoCode(db, { code: 'FUZZOLD', endsAt: new Date('2020-01-01') });

    const lifecycle = createOrderLifecycle({ db });
    for (const caller of ['shopper', 'stranger'] as const) {
      const as = shop.as(tokens[caller]);
      await expectDone(
        as.post('/api/v1/user/addresses', {
          fullName: 'Fuzz Shopper',
          phone: '01712345678',
          province: 'Dhaka',
          city: 'Dhaka',
          zone: 'Dhanmondi',
          address: 'House 1, Road 2',
        }),
      );
      const order = async (productId: string, paymentMethod: string) => {
        await expectDone(as.post('/api/v1/cart/items', { product_id: productId, size: 'M', quantity: 1 }));
        const placed = await expectDone(
          as.post('/api/v1/orders', {
            shippingAddress: {
              fullName: 'Fuzz Shopper',
              phone: '01712345678',
              address: 'House 1, Road 2',
              city: 'Dhaka',
              postalCode: 'Dhaka - Dhaka - Dhanmondi',
              country: 'Bangladesh',
            },
            paymentMethod,
          }),
        );
        return (placed.body as { order: { _id: string; total: number } }).order;
      };
      const delivered = await order(panjabi.id, 'cash_on_delivery');
      await lifecycle.moveTo(delivered._id, 'delivered');
      await expectDone(
        as.post(`/api/v1/products/${panjabi.id}/reviews`, { rating: 5, message: 'Fits well' }),
      );
      await expectDone(as.post(`/api/v1/orders/${delivered._id}/returns`, { reason: 'Too small' }));
      const bkash = await order(saree.id, 'bkash');
      await expectDone(
        as.post(`/api/v1/orders/${bkash._id}/payment-proof`, {
          transaction_id: `FUZZ${caller.toUpperCase()}1`,
          payment_method: 'bkash',
          amount: bkash.total,
          screenshot: `data:image/png;base64,${Buffer.from(pictures.png).toString('base64')}`,
          sender_number: '01812345678',
          sender_name: 'Fuzz Shopper',
          payment_date: '2026-01-10',
        }),
      );
      const cancelled = await order(saree.id, 'cash_on_delivery');
      await expectDone(as.post(`/api/v1/orders/${cancelled._id}/cancel`, { reason: 'Changed my mind' }));
      await order(panjabi.id, 'nagad');
      await expectDone(as.post('/api/v1/user/wishlist', { productId: saree.id }));
      await expectDone(as.post('/api/v1/cart/items', { product_id: panjabi.id, size: 'L', quantity: 2 }));
      await expectDone(as.post('/api/v1/cart/items', { product_id: saree.id, size: 'M', quantity: 1 }));
    }
    // Ten of it in every size in the shopper's cart: an order of them all comes to more than an order may.
    for (const size of SIZES)
      await expectDone(
        shop
          .as(tokens.shopper)
          .post('/api/v1/cart/items', { product_id: dearest.id, size, quantity: MAX_QUANTITY_PER_LINE }),
      );
    await expectDone(
      shop.as(tokens.operator).post('/api/v1/admin/statements', {
        method: 'bkash',
        csv: 'TrxID,Sender,Amount,Date Time\nFUZZSHOPPER1,01812345678,450.50,2026-01-10 10:00\n',
      }),
    );
  }

  async function readPools(): Promise<Pools> {
    const { db } = shop;
    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
    const limit = 12;
    const [
      productIds,
      categoryIds,
      itemIds,
      imageIds,
      orderIds,
      orderItemIds,
      cartItemIds,
      ownCartItemIds,
      ownOrderIds,
      addressIds,
      reviewIds,
      proofIds,
      returnIds,
      promos,
    ] = await Promise.all([
      db.select({ id: products.id }).from(products).limit(limit),
      db.select({ id: categories.id }).from(categories).limit(limit),
      db.select({ id: categoryItems.id }).from(categoryItems).limit(limit),
      db.select({ id: productImages.id }).from(productImages).limit(limit),
      db.select({ id: orders.id }).from(orders).limit(limit),
      db.select({ id: orderItems.id }).from(orderItems).limit(limit),
      db.select({ id: cartItems.id }).from(cartItems).limit(limit),
      db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(eq(cartItems.userId, userIds.shopper))
        .limit(limit),
      db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userIds.shopper)).limit(limit),
      db.select({ id: addresses.id }).from(addresses).limit(limit),
      db.select({ id: reviews.id }).from(reviews).limit(limit),
      db.select({ id: paymentProofs.id }).from(paymentProofs).limit(limit),
      db.select({ id: returns.id }).from(returns).limit(limit),
      db.select({ id: promoCodes.id, code: promoCodes.code }).from(promoCodes).limit(limit),
    ]);
    return {
      products: idsOf(productIds),
      categories: idsOf(categoryIds),
      categoryItems: idsOf(itemIds),
      productImages: idsOf(imageIds),
      orders: idsOf(orderIds),
      orderItems: idsOf(orderItemIds),
      cartItems: idsOf(cartItemIds),
      ownCartItems: idsOf(ownCartItemIds),
      ownOrders: idsOf(ownOrderIds),
      addresses: idsOf(addressIds),
      reviews: idsOf(reviewIds),
      paymentProofs: idsOf(proofIds),
      returns: idsOf(returnIds),
      promoCodes: promos.map((row) => row.id),
      promoCodeTexts: promos.map((row) => row.code),
    };
  }

  /** Ids of real rows of these kinds, or made-up ones while there are none. */
  function idFrom(pools: Pools, names: PoolName[]): fc.Arbitrary<string> {
    const ids = names.flatMap((name) => pools[name]);
    const anyId = Object.values(pools).flat();
    return fc.oneof(
      { arbitrary: ids.length ? fc.constantFrom(...ids) : fc.uuid(), weight: 6 },
      { arbitrary: anyId.length ? fc.constantFrom(...anyId) : fc.uuid(), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom(...MALFORMED_IDS), weight: 1 },
    );
  }

  const day = fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const phone = fc.constantFrom('01712345678', '+8801812345678', '01712-345678', '0171234567', '01012345678');
  const oddCell = fc.oneof(
    fc.constantFrom('', '"quoted, cell"', '"unterminated', '1,000.50', '১০০', '-5', '1e400', 'abc', '=1+1'),
    fc.double({ noNaN: true }).map(String),
  );
  /** A statement's columns, each with values of its kind (amounts up to nine digits of taka), or odd ones. */
  const statementColumns: [string, fc.Arbitrary<string>][] = [
    [STATEMENT_COLUMNS.transactionId[0], fc.stringMatching(/^[A-Z0-9]{6,12}$/)],
    [STATEMENT_COLUMNS.senderNumber[0], phone],
    [
      STATEMENT_COLUMNS.amount[0],
      fc
        .tuple(fc.nat({ max: 999_999_999 }), fc.nat({ max: 99 }))
        .map(([taka, poisha]) => `${taka}.${String(poisha).padStart(2, '0')}`),
    ],
    [STATEMENT_COLUMNS.time[0], day],
    ['Extra', oddCell],
    // A courier's payout statement's (Steadfast's names): the same field carries both kinds.
    ['Consignment ID', fc.stringMatching(/^[0-9]{7,8}$/)],
    ['COD Amount', fc.constantFrom('810', '0', '1,060.00', '৳ 400')],
    ['Delivery Charge', fc.constantFrom('60', '0', '-60', '(60)', '')],
  ];
  const statementCsv = fc
    .record({
      separator: fc.constantFrom(',', ';', '\t'),
      columns: fc.shuffledSubarray(statementColumns),
      lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
    })
    .chain(({ separator, columns, lineEnd }) =>
      fc
        .array(fc.tuple(...columns.map(([, cell]) => fc.oneof({ arbitrary: cell, weight: 4 }, oddCell))), {
          maxLength: 6,
        })
        .map((rows) =>
          [columns.map(([name]) => name), ...rows].map((cells) => cells.join(separator)).join(lineEnd),
        ),
    );

  /** Values of fields chosen by their names, so that requests get past the schemas into the services. */
  function fieldHint(pools: Pools): FieldHint {
    const callers = ['shopper', 'stranger', 'operator'] as const;
    const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
      `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
    const named: Record<string, fc.Arbitrary<unknown>> = {
      email: fc.oneof(fc.constantFrom(...callers.map((caller) => emails[caller])), fc.emailAddress()),
      password: fc.constantFrom(...callers.map((caller) => passwords[caller]), 'correct horse battery'),
      currentPassword: fc.constantFrom(passwords.shopper, 'wrong password'),
      payment_date: day,
      birthday: fc.oneof(day, fc.constant('')),
      from: day,
      to: day,
      screenshot: fc.oneof(
        fc.constantFrom(
          dataUrl(pictures.png),
          dataUrl(pictures.jpeg, 'image/jpeg'),
          dataUrl(pictures.webp, 'image/webp'),
        ),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => dataUrl(bytes)),
      ),
      csv: statementCsv,
      province: fc.oneof(
        { arbitrary: fc.constant('Dhaka'), weight: 3 },
        fc.constantFrom(...DIVISIONS.map((division) => division.en)),
      ),
      city: fc.oneof(
        { arbitrary: fc.constant('Dhaka'), weight: 3 },
        fc.constantFrom(
          ...DIVISIONS.flatMap((division) => division.districts.map((district) => district.en)),
        ),
      ),
      phone,
      sender_number: phone,
      bkash: phone,
      nagad: phone,
      rocket: phone,
      transaction_id: fc.stringMatching(/^[A-Z0-9]{8,12}$/),
      paymentMethod: fc.constantFrom(...CHECKOUT_PAYMENT_METHODS),
      token: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 64 }),
      redirect: fc.constantFrom(
        '/cart',
        '/',
        '//evil.example',
        'https://evil.example/',
        '/\\evil',
        '/%2F%2Fx',
      ),
      'idempotency-key': fc.uuid(),
    };
    return (key, list) => {
      const pool = POOLS_OF_FIELD[key];
      if (!pool) return list ? undefined : named[key];
      const ids = pool.flatMap((name) => pools[name]);
      if (!list) return idFrom(pools, pool);
      return ids.length ? fc.subarray(ids, { minLength: 1 }) : undefined;
    };
  }

  /** Who may call: the expected caller mostly, and now and then someone who may not. */
  function callerOf(route: AppRoute): fc.Arbitrary<Caller> {
    const weighted = (weights: [Caller, number][]) =>
      fc.oneof(...weights.map(([caller, weight]) => ({ arbitrary: fc.constant(caller), weight })));
    if (requiresOperator(route))
      return weighted([
        ['operator', 8],
        ['shopper', 1],
        ['anonymous', 1],
        ['forged', 1],
      ]);
    if (requiresSignIn(route))
      return weighted([
        ['shopper', 6],
        ['stranger', 2],
        ['operator', 1],
        ['anonymous', 1],
        ['forged', 1],
      ]);
    return weighted([
      ['anonymous', 4],
      ['shopper', 3],
      ['forged', 1],
    ]);
  }

  function probeOf(route: AppRoute, pools: Pools): fc.Arbitrary<Probe> {
    if ('contentType' in route && route.contentType !== undefined && !isUpload(route))
      throw new Error(`the fuzzer does not know how to send ${route.contentType}: teach it`);
    const hint = fieldHint(pools);
    const paramsSchema = schemaOf(route.pathParams);
    const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const segments = route.path.split('/');
    const params = fc.record(
      Object.fromEntries(
        paramNames.map((name) => {
          const segment = segments[segments.indexOf(`:${name}`) - 1] ?? '';
          const field =
            paramsSchema instanceof z.ZodObject
              ? (paramsSchema.shape as Record<string, z.ZodType>)[name]
              : undefined;
          const ids = idFrom(pools, POOLS_OF_SEGMENT[segment] ?? (Object.keys(pools) as PoolName[]));
          return [
            name,
            field ? fc.oneof({ arbitrary: ids, weight: 6 }, arbitraryOf(field, hint, name)) : ids,
          ];
        }),
      ),
    );
    // Mostly values the schema takes, so that calls reach their services; mutations spoil them after.
    const fromSchema = (value: unknown) => {
      const schema = schemaOf(value);
      if (!schema) return fc.constant(undefined);
      const made = arbitraryOf(schema, hint);
      return fc.oneof({ arbitrary: acceptedBy(schema, made), weight: 3 }, made);
    };
    const record = (value: unknown) =>
      fromSchema(value).map((made) =>
        made && typeof made === 'object' ? (made as Record<string, unknown>) : {},
      );
    const probe: fc.Arbitrary<Probe> = fc.record({
      caller: callerOf(route),
      forgery: fc.nat(20),
      params,
      query: record(route.query),
      headers: record(route.headers),
      body: 'body' in route ? fromSchema(route.body) : fc.constant(undefined),
      multipart: isUpload(route) ? multipartOf(Object.values(pictures), IMAGE_FIELD) : fc.constant(null),
      mutations: fc.oneof(
        { arbitrary: fc.constant<Mutation[]>([]), weight: 2 },
        { arbitrary: fc.array(mutationOf(route), { minLength: 1, maxLength: 3 }), weight: 3 },
      ),
    });
    // fast-check prints the failing probe: long texts and files shortened, so the report stays readable.
    return probe.map((made) =>
      Object.defineProperty(made, fc.toStringMethod, { value: () => compactly(made) }),
    );
  }

  /** Authorization headers no session gave out. */
  function forgedAuthorization(index: number): string {
    const token = tokens.shopper;
    const [header = '', payload = ''] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const otherClaims = Buffer.from(
      JSON.stringify({ sub: 'x', sid: '\u0000', iss: 'a', aud: 'b', exp: 1e20 }),
    ).toString('base64url');
    const forgeries = [
      'Bearer',
      'Bearer ',
      'Bearer x',
      'Basic dXNlcjpwYXNz',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -4)}AAAA`,
      `bearer ${token}`,
      `Bearer  ${token}`,
      `Bearer ${token} extra`,
      `Bearer ${unsigned}`,
      `Bearer ${header}.${otherClaims}.c2lnbmF0dXJl`,
      'Bearer a.b.c',
      'Bearer ...',
      `Bearer ${'a'.repeat(20_000)}`,
      `Bearer ${Buffer.from('{}').toString('base64url')}.${Buffer.from('[]').toString('base64url')}.x`,
      `${token}`,
    ];
    return forgeries[index % forgeries.length] ?? 'Bearer';
  }

  function authorizationOf({ caller, forgery }: Probe): string | undefined {
    if (caller === 'anonymous') return undefined;
    return caller === 'forged' ? forgedAuthorization(forgery) : `Bearer ${tokens[caller]}`;
  }

  /** Starts a new session for a caller whose session a call ended (signing out, a new password). */
  async function keepSignedIn() {
    for (const caller of ['shopper', 'stranger', 'operator'] as const) {
      const [, payload = ''] = tokens[caller].split('.');
      const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
      if (await shop.app.sessions.userOf(sid, userIds[caller])) continue;
      const [row] = await shop.db.select().from(users).where(eq(users.id, userIds[caller]));
      if (!row) throw new Error(`the ${caller} is gone`);
      tokens[caller] = await shop.app.sessions.start(row);
    }
  }

  /** Keeps a line or two in the shopper's cart, so the cart's and checkout's calls have one to work on. */
  async function keepCartFilled() {
    const lines = await shop.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.userId, userIds.shopper));
    if (lines.length > 0) return;
    const res = await shop
      .as(tokens.shopper)
      .post('/api/v1/cart/items', { product_id: restockProductId, size: 'S', quantity: 1 });
    expect(res.status, res.text).toBeLessThan(500);
  }

  it('knows every call the app serves under /api', () => {
    const served = new Set<string>();
    const trail: string[] = [];
    for (const line of shop.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      trail.length = depth;
      trail[depth] = match[2] ?? '';
      const path = trail.join('');
      for (const method of (match[3] ?? '').split(', '))
        if (path.startsWith('/api/') && method && method !== 'HEAD' && method !== '-')
          served.add(`${method} ${path}`);
    }
    // The API's own description is served outside the contracts and takes no input; openapi.test.ts
    // sends it junk.
    // The couriers' webhooks speak each courier's own format: shipping/webhook-fuzz.test.ts fuzzes them.
    const fuzzed = new Set([
      `GET ${OPENAPI_PATH}`,
      'POST /api/v1/shipping/webhooks/steadfast',
      'POST /api/v1/shipping/webhooks/pathao',
      ...CALLS.map(({ route }) => `${route.method} ${route.path}`),
    ]);
    expect(served.size).toBeGreaterThan(50);
    expect([...served].filter((call) => !fuzzed.has(call))).toEqual([]);
  });

  it.each(CALLS.map(({ name, route }) => [name, route] as const))('%s', async (name, route) => {
    await keepSignedIn();
    await keepCartFilled();
    const pools = await readPools();
    await fc.assert(
      fc.asyncProperty(probeOf(route, pools), async (probe) => {
        const request = requestOf(route, probe, authorizationOf(probe));
        const logged = errorLog.length;
        const res = await shop.app.inject(request);
        if (res.statusCode >= 500)
          throw new Error(
            [
              `${name} answered ${res.statusCode} to ${probe.caller}:`,
              `${request.method} ${shortly(request.url)}`,
              `headers ${shortly(request.headers)}`,
              `payload ${shortly(request.payload === undefined ? '' : String(request.payload))}`,
              `answer ${shortly(res.body)}`,
              ...errorLog.slice(logged).map(shortly),
            ].join('\n'),
          );
        // An answer to HEAD has no body to hold the shape.
        if (
          res.statusCode >= 400 &&
          request.method !== 'HEAD' &&
          !isRefusal(res.headers['content-type'], res.body)
        )
          throw new Error(
            `${name} refused ${request.method} ${shortly(request.url)} with ${res.statusCode} ` +
              `without the error shape and a code: ${shortly(res.body)}`,
          );
        if (res.statusCode < 300 && request.method !== 'GET') await keepSignedIn();
      }),
      { seed: seedOf(name), numRuns: RUNS_PER_CALL },
    );
  });
});
