import { z } from 'zod';
import { c } from './common';
import { ErrorResponse } from './errors';

export const HealthResponse = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['postgres', 'pglite']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const ReadyResponse = z.object({
  success: z.literal(true),
  status: z.literal('ready'),
  database: z.enum(['postgres', 'pglite']),
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
    responses: { 200: ReadyResponse, 503: ErrorResponse },
  },
});
