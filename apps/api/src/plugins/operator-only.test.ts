import { randomUUID } from 'node:crypto';
import { adminContract } from '@haat/contracts/admin';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { eq } from 'drizzle-orm';
import { refusal, type TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';
import { users } from '../db/schema';

/** Every call of the operator's contract, so that a call added later is checked without a word here. */
function routesOf(router: AppRouter, trail: string[] = []): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, node]) =>
    isAppRoute(node)
      ? [[[...trail, name].join('.'), node] as [string, AppRoute]]
      : routesOf(node, [...trail, name]),
  );
}
const operatorCalls = routesOf(adminContract);

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

const call = async (route: AppRoute, headers: Record<string, string> = {}) => {
  const path = route.path.replace(/:(\w+)/g, () => randomUUID());
  // An upload is sent as a browser sends a form, here one without the file.
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    const response = await fetch(`${shop.address}${path}`, {
      method: route.method,
      headers,
      body: new FormData(),
    });
    return { status: response.status, body: await response.json() };
  }
  return shop.request(route.method, path, { headers, ...(route.method === 'GET' ? {} : { body: {} }) });
};

describe('the operator’s calls', () => {
  it('are all under /api/v1/admin', () => {
    expect(operatorCalls.length).toBeGreaterThan(5);
    for (const [, route] of operatorCalls) expect(route.path.startsWith('/api/v1/admin/')).toBe(true);
  });

  it.each(operatorCalls)(
    '%s: 401 without a token, 403 for a shopper, and answered for an operator',
    async (_, route) => {
      const anonymous = await call(route);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual(refusal('signInRequired'));

      const shopper = await shop.signUp();
      const refused = await call(route, { authorization: `Bearer ${shopper.token}` });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(refusal('operatorOnly'));

      // An operator gets past the guard: an answer of the call itself (a list, or a 400/404 for the made-up id).
      const operator = await shop.signUpOperator();
      const answered = await call(route, { authorization: `Bearer ${operator.token}` });
      expect([200, 400, 404]).toContain(answered.status);
    },
  );

  it('refuses an operator who has just been demoted, on the very next call', async () => {
    const operator = await shop.signUpOperator();
    expect((await operator.get('/api/v1/admin/orders')).status).toBe(200);
    await shop.db.update(users).set({ role: 'user' }).where(eq(users.id, operator.user.id));
    const after = await operator.get('/api/v1/admin/orders');
    expect(after.status).toBe(403);
    expect(after.body).toEqual(refusal('operatorOnly'));
  });
});
