import { requiresSignIn } from '@haat/contracts';
import { everyRoute } from '@haat/contracts/testing';
import { refusal, type TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';

/**
 * The calls anyone may make. A new call is signed-in unless it is added here on purpose: a call
 * that forgets to say so is caught by the first test below instead of answering another shopper.
 */
const PUBLIC_CALLS = [
  'health.check',
  'health.ready',
  'catalogue.categories',
  'catalogue.products',
  'catalogue.topProducts',
  'catalogue.product',
  'catalogue.relatedProducts',
  'catalogue.alsoLike',
  'catalogue.heroImage',
  'reviews.productReviews',
  'auth.register',
  'auth.login',
  'auth.verifyEmail',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.providers',
  'auth.google',
  'auth.googleCallback',
  'delivery.deliveryCosts',
  'paymentAccounts.paymentAccounts',
  // A parcel followed by its order number and delivery phone, by a shopper who came from a message.
  'tracking.trackParcel',
];

const calls = everyRoute();
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (path: string) => path.replace(/:(\w+)/g, SOME_ID);

describe('which calls need a signed-in user', () => {
  let shop: TestApp;
  test.beforeAll(({ shop: built }) => {
    shop = built;
  });

  it('are all but the public ones, as the contract marks them', () => {
    const open = calls.filter(({ route }) => !requiresSignIn(route)).map(({ name }) => name);
    expect(open.sort()).toEqual([...PUBLIC_CALLS].sort());
  });

  it.each(
    calls.filter(({ route }) => requiresSignIn(route)).map(({ name, route }) => [name, route] as const),
  )('%s answers 401 without a token, before reading anything, and uncached', async (_name, route) => {
    const res = await shop.request(
      route.method,
      urlOf(route.path),
      route.method === 'GET' ? {} : { body: {} },
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('signInRequired'));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
