import { describe, expect, it } from 'vitest';
import { buildTestApp, refusal, testDatabaseKind } from '../../../test/app';

describe('GET /api/v1/health', () => {
  it('says the API and its database answer', async () => {
    const shop = await buildTestApp();
    try {
      const res = await shop.get('/api/v1/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, status: 'ok', database: testDatabaseKind });
    } finally {
      await shop.close();
    }
  });

  it('answers 503 when the database is gone, and other calls a 500 without details', async () => {
    const shop = await buildTestApp();
    try {
      await shop.database.close();

      const health = await shop.get('/api/v1/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual(refusal('unexpected'));

      const products = await shop.get('/api/v1/products');
      expect(products.status).toBe(500);
      expect(products.body).toEqual(refusal('unexpected'));
      expect(products.text).not.toMatch(/stack|at .+\.ts|closed/i);
    } finally {
      await shop.close();
    }
  });
});
