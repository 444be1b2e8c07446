import { z } from 'zod';
import { c, operatorOnly, text } from '../common';
import { ErrorResponse } from '../errors';
import { AdminPage, changeResponses, pageOf } from './common';

/**
 * Where a message stands: waiting to be sent (again), being sent, sent, given up on, or held back
 * (an SMS over its number's limits: not sent unless the operator sends it again).
 */
export const MESSAGE_STATUSES = ['waiting', 'sending', 'sent', 'failed', 'held'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** What the back office lists together: waiting includes those being sent. */
export const MESSAGE_LISTS = ['waiting', 'failed', 'held', 'sent'] as const;
export type MessageList = (typeof MESSAGE_LISTS)[number];

export const ADMIN_MESSAGE_TEXTS = { resent: 'The message will be sent again now.' } as const;

/** A message of the outbox as the operator sees it (never its body: it may carry a sign-in link). */
export const OutboxMessage = z.object({
  _id: z.string(),
  channel: z.enum(['mail', 'sms']),
  recipient: z.string(),
  /** What made it, such as `password_reset` or `order_placed`. */
  topic: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** The SMS parts an SMS costs (160 Latin or 70 Bengali characters each, less once split); null for mail. */
  parts: z.number().int().positive().nullable(),
  /** Why an SMS was held back: its number had `count` SMS in the last hour or day, the limit. */
  heldBecause: z.object({ limit: z.enum(['hour', 'day']), count: z.number().int().nonnegative() }).nullable(),
  attempts: z.number().int().nonnegative(),
  /** When it is tried next; null once sent or given up. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const adminMessagesContract = c.router({
  list: {
    method: 'GET',
    path: '/messages',
    query: z.object({ ...AdminPage, list: z.enum(MESSAGE_LISTS).default('waiting') }),
    summary:
      'The outbox: messages waiting to be sent (oldest first), given up on, held back by a number’s SMS limits, or sent (newest first)',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(OutboxMessage) }),
      400: ErrorResponse,
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  resend: {
    method: 'POST',
    path: '/messages/:id/resend',
    pathParams: z.object({ id: text().max(100) }),
    body: c.noBody(),
    summary:
      'Sends a message that failed, was held back or is still waiting again now, with a day of retries ahead of it',
    responses: changeResponses(
      z.object({ success: z.literal(true), message: z.string(), outboxMessage: OutboxMessage }),
    ),
    ...operatorOnly,
  },
});
