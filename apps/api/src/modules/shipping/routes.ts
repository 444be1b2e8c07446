import type { Courier as CourierName } from '@haat/contracts';
import type { FastifyInstance } from 'fastify';
import { webhookPath } from './admin-shipping';
import type { WebhookAnswer } from './webhooks';

/** A courier's webhook: what it sent, with the request's headers, answered in the courier's terms. */
export type WebhookReceiver = (
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
) => Promise<WebhookAnswer>;

/** A webhook is a courier's small JSON message: anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Where couriers send their news: outside the contract, since each courier sets the shape of its
 * requests and answers. Each receiver authenticates its courier before anything is read.
 */
export function shippingWebhooksPlugin(receivers: Partial<Record<CourierName, WebhookReceiver>>) {
  return async (scope: FastifyInstance) => {
    for (const [courier, receive] of Object.entries(receivers)) {
      scope.post(webhookPath(courier), { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
        const answer = await receive(request.headers, request.body);
        reply.code(answer.status);
        for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
        return answer.body;
      });
    }
  };
}
