import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';
import { OPENAPI_PATH } from './openapi';

describe('GET /api/v1/openapi.json', () => {
  let shop: TestApp;
  test.beforeAll(({ shop: built }) => {
    shop = built;
  });

  it('answers the committed document of every call, to anyone', async () => {
    const res = await shop.get(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const committed = await readFile(
      path.resolve(import.meta.dirname, '../../../../docs/api/openapi.json'),
      'utf8',
    );
    expect(res.text).toBe(committed);
    const document = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(80);
  });

  it('answers the same document whatever query, headers or token it is sent', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `${OPENAPI_PATH}?format=%00${'x'.repeat(10_000)}&format=yaml`,
      headers: { authorization: 'Bearer not.a.token', 'accept-language': 'bn', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty('openapi', '3.1.0');
    expect((await shop.app.inject({ method: 'POST', url: OPENAPI_PATH, payload: {} })).statusCode).toBe(404);
  });
});
