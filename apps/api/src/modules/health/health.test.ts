import { buildTestApp, refusal, testDatabaseKind } from '../../../test/app';
import { describe, expect, it } from '../../../test/shop-test';

describe('GET /api/v1/health and /api/v1/health/ready', () => {
  it('says the API answers, and that its database does', async ({ shop }) => {
    const live = await shop.get('/api/v1/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ success: true, status: 'ok', database: testDatabaseKind });
    const ready = await shop.get('/api/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      success: true,
      status: 'ready',
      database: testDatabaseKind,
      rateLimits: 'process',
    });
  });

  // A shop of its own: the test closes its database.
  it('answers 503 when the database is gone, and other calls a 500 without details', async () => {
    const shop = await buildTestApp();
    try {
      await shop.database.close();

      const ready = await shop.get('/api/v1/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual(refusal('unexpected'));
      // The process itself still answers: a supervisor must not restart it for the database.
      const live = await shop.get('/api/v1/health');
      expect(live.status).toBe(200);

      const products = await shop.get('/api/v1/products');
      expect(products.status).toBe(500);
      expect(products.body).toEqual(refusal('unexpected'));
      expect(products.text).not.toMatch(/stack|at .+\.ts|closed/i);
    } finally {
      await shop.close();
    }
  });
});
