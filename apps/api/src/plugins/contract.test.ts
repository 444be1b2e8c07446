import { contract, legacyContract } from '@haat/contracts';
import { adminContract } from '@haat/contracts/admin';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import type { TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';

/**
 * What ts-rest's Fastify adapter does for us, checked on the Fastify 5 the shop runs: it is a
 * release candidate (3.53.0-rc.1, the first with zod 4) whose declared peer is Fastify 4
 * (docs/decisions.md). Should an upgrade change any of it, these fail.
 */
function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routesOf(node as AppRouter)));
}

describe('the contracts on Fastify 5', () => {
  let shop: TestApp;
  test.beforeAll(({ shop: built }) => {
    shop = built;
  });

  it('register every call of every contract, at its method and path', () => {
    const routes = [contract, legacyContract, adminContract].flatMap(routesOf);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !shop.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('check a body against its schema and refuse it with our code and the field’s path', async () => {
    const res = await shop.post('/api/v1/auth/login', { email: 'not an email', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'emailInvalid',
      issues: [expect.objectContaining({ path: 'body.email' })],
    });
  });

  it('read a query as its schema says, numbers included, and refuse one out of range', async () => {
    const two = await shop.get('/api/v1/products?pageSize=2&page=1');
    expect(two.status).toBe(200);
    expect((two.body as { products: unknown[] }).products.length).toBeLessThanOrEqual(2);
    const bad = await shop.get('/api/v1/products?pageSize=-5');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('query.pageSize');
  });

  it('check path parameters and keep its error handling inside the router’s scope', async () => {
    const withNul = await shop.get('/api/v1/products/a%00b');
    expect(withNul.status).toBe(400);
    expect(JSON.stringify(withNul.body)).toContain('params.id');
    // A path no contract has is the shop's own 404, not the adapter's.
    const unknown = await shop.get('/api/v1/no-such-call');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: expect.any(String) });
  });
});
