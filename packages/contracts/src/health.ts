import { z } from 'zod';
import { c } from './common';
import { ErrorResponse } from './errors';

export const HealthResponse = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['postgres', 'pglite']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const healthContract = c.router({
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Whether the API and its database answer',
    responses: { 200: HealthResponse, 503: ErrorResponse },
  },
});
