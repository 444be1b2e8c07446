import { openApiJson } from '@haat/contracts/openapi';
import type { FastifyInstance } from 'fastify';

/** Where the API describes itself, for tools and people outside the repository. */
export const OPENAPI_PATH = '/api/v1/openapi.json';

/**
 * Serves the OpenAPI document of every call, the same one `docs/api/openapi.json` holds: made from
 * the contracts on the first request (a few milliseconds) and kept.
 */
export async function openApiPlugin(app: FastifyInstance) {
  let document: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= openApiJson();
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document);
  });
}
