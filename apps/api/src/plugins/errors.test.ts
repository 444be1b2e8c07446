import { buildTestApp, refusal, type TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';
import { PERMISSIONS_POLICY } from '../app';

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

describe('errors', () => {
  it('answers an unknown /api path with the JSON error shape and 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/products/x/y'],
      ['GET', '/api/v2/products'],
    ] as const) {
      const res = await shop.request(method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('routeNotFound'));
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

  it('answers a path it cannot decode, or an overlong id, with the error shape and a request id (found by fuzzing)', async () => {
    for (const [url, status] of [
      ['/api/v1/products/%zz', 400],
      ['/api/v1/user/addresses/%E0%A4', 400],
      [`/api/v1/products/${'x'.repeat(500)}`, 414],
    ] as const) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'invalidRequest',
        message: expect.any(String),
      });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('sends strict security headers, and no https upgrade to a shop reached over plain http', async () => {
    const res = await shop.get('/api/v1/categories');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('answers a body too large, or of a type it cannot read, with its code', async () => {
    const large = await shop.post('/api/v1/auth/login', {
      email: 'a@example.com',
      password: 'x'.repeat(1_100_000),
    });
    expect(large.status).toBe(413);
    expect(large.body).toEqual(refusal('bodyTooLarge'));
    const xml = await shop.request('POST', '/api/v1/auth/login', {
      body: {},
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body).toEqual(refusal('unsupportedMediaType'));
  });
});

describe('a shop served over https', () => {
  it('tells browsers to keep to https: HSTS and upgrade-insecure-requests', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://haat.example' } });
    try {
      const res = await secure.get('/api/v1/categories');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('the request log', () => {
  it('never holds a token from an address: session tokens on the landing page, link secrets', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await logged.get('/auth/success?token=eyJhbGciOi.secret-payload.signature&redirect=/cart');
      await logged.get('/verify-email?token=link-secret-123');
      await logged.get('/reset-password?x=1&TOKEN=other-secret-456#frag');
      const log = lines.join('');
      expect(log).toContain('/auth/success?token=[redacted]&redirect=/cart');
      expect(log).toContain('/verify-email?token=[redacted]');
      for (const secret of ['secret-payload', 'link-secret-123', 'other-secret-456'])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('request ids', () => {
  it('give every answer an x-request-id and every log line of the request its reqId', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const first = await logged.get('/api/v1/health');
      const second = await logged.get('/api/v1/products/not-a-product');
      const id = first.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get('x-request-id')).not.toBe(id);
      const ofFirst = lines
        .map((line) => JSON.parse(line) as { reqId?: string })
        .filter((line) => line.reqId === id);
      // Its arrival and its answer.
      expect(ofFirst.length).toBeGreaterThanOrEqual(2);
    } finally {
      await logged.close();
    }
  });

  it('keep the id a proxy in front gave, and replace one that could forge log lines', async () => {
    const given = await shop.get('/api/v1/health', { 'x-request-id': 'nginx-7f3a.19' });
    expect(given.headers.get('x-request-id')).toBe('nginx-7f3a.19');
    for (const forged of ['a"b{}', 'x'.repeat(65), 'id with spaces', '']) {
      const res = await shop.get('/api/v1/health', { 'x-request-id': forged });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
