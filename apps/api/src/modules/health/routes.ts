import { contract, ERROR_MESSAGES } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { RateLimitsKeptIn } from '../../lib/rate-limit-store';
import type { HealthChecks } from './service';

const s = initServer();

export function healthRouter(health: HealthChecks, rateLimitsKeptIn: () => RateLimitsKeptIn) {
  return s.router(contract.health, {
    // Liveness: the process answers. A database that is down is for readiness to say, so that a
    // supervisor does not restart a healthy process for it.
    check: async () => ({
      status: 200,
      body: { success: true, status: 'ok', database: health.databaseKind },
    }),
    ready: async ({ request }) => {
      try {
        await health.databaseAnswers();
        const rateLimits = rateLimitsKeptIn();
        // Degraded, not unready: taking the process out of rotation for Redis would stop sign-in everywhere.
        const status = rateLimits === 'process-redis-away' ? 'degraded' : 'ready';
        return { status: 200, body: { success: true, status, database: health.databaseKind, rateLimits } };
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
