import { ERROR_MESSAGES } from '@haat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('errors', () => {
  it('answers an unknown /api path with the JSON error shape and 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/products/x/y'],
      ['GET', '/api/v2/products'],
    ] as const) {
      const res = await shop.request(method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: ERROR_MESSAGES.routeNotFound });
    }
  });

  it('answers a query it cannot read with a 400, and odd parameters never with a 500', async () => {
    for (const url of [
      '/api/v1/products?page=%ZZ',
      '/api/v1/products?page=1&page=2',
      '/api/v1/products?sort=a&sort=b',
    ]) {
      const res = await shop.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ success: false });
    }
    for (const url of ['/api/v1/products?page[]=1', '/api/v1/products?sort[x]=1', '/api/v1/products?%00=1']) {
      expect((await shop.get(url)).status, url).toBeLessThan(500);
    }
  });

  it('sends strict security headers', async () => {
    const res = await shop.get('/api/v1/categories');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
