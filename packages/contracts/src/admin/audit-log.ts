import { z } from 'zod';
import { c, operatorOnly } from '../common';
import { ErrorResponse } from '../errors';
import { AdminPage, pageOf } from './common';

/** One thing an operator did: who, what, to which record, when, and the record before and after. */
export const AuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  /** What was done, such as `order.move` or `paymentProof.verify`. */
  action: z.string(),
  /** The kind of record and its id, such as `order` and the order's id. */
  entity: z.string(),
  entityId: z.string(),
  /** The fields the action changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const adminAuditLogContract = c.router({
  list: {
    method: 'GET',
    path: '/audit-log',
    query: z.object(AdminPage),
    summary: 'What operators did, newest first',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(AuditEntry) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
});
