import { contract, ERROR_MESSAGES } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/client';

const s = initServer();

export function healthRouter(db: Database, kind: DatabaseKind) {
  return s.router(contract.health, {
    // Liveness: the process answers. A database that is down is for readiness to say, so that a
    // supervisor does not restart a healthy process for it.
    check: async () => ({ status: 200, body: { success: true, status: 'ok', database: kind } }),
    ready: async ({ request }) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 200, body: { success: true, status: 'ready', database: kind } };
      } catch (error) {
        request.log.error({ err: error }, 'database did not answer the health check');
        return {
          status: 503,
          body: { success: false, code: 'unexpected', message: ERROR_MESSAGES.unexpected },
        };
      }
    },
  });
}
