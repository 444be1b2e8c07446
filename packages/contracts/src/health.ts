import { z } from 'zod';
import { c } from './common';
import { ErrorResponse } from './errors';

export const HealthResponse = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['postgres', 'pglite']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const RATE_LIMITS_KEPT_IN = ['process', 'redis', 'process-redis-away'] as const;

export const ReadyResponse = z.object({
  success: z.literal(true),
  /** `degraded`: the process serves, but a service it shares with others (Redis) is away. */
  status: z.enum(['ready', 'degraded']),
  database: z.enum(['postgres', 'pglite']),
  /** Where sign-in and mail limits are counted now. */
  rateLimits: z.enum(RATE_LIMITS_KEPT_IN),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;

export const healthContract = c.router({
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Whether the API process answers (liveness); it does not ask the database',
    responses: { 200: HealthResponse },
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    summary: 'Whether the API can serve: its database answers (readiness)',
    description:
      'Answers 200 while the database answers, `degraded` when Redis is away and rate limits are counted in this process; 503 without a database.',
    responses: { 200: ReadyResponse, 503: ErrorResponse },
  },
});
