import { ERROR_MESSAGES, type ErrorResponse, type ValidationIssue } from '@haat/contracts';
import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

type StandardIssue = {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
};

function issuesOf(where: string, error: unknown): ValidationIssue[] {
  if (!error || typeof error !== 'object' || !('issues' in error) || !Array.isArray(error.issues)) return [];
  return (error.issues as StandardIssue[]).map((issue) => {
    const keys = (issue.path ?? []).map((segment) =>
      String(typeof segment === 'object' ? segment.key : segment),
    );
    return { path: [where, ...keys].join('.'), message: issue.message };
  });
}

/**
 * The 400 for a request the contract's schemas refuse: every issue, and the first one's text as the
 * message (the schemas word the texts a shopper may see).
 */
export function sendValidationError(
  error: RequestValidationError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const issues = [
    ...issuesOf('params', error.pathParams),
    ...issuesOf('headers', error.headers),
    ...issuesOf('query', error.query),
    ...issuesOf('body', error.body),
  ];
  const first = issues[0];
  const body: ErrorResponse = {
    success: false,
    message: first?.message ?? ERROR_MESSAGES.invalidRequest,
    issues,
  };
  return reply.status(400).send(body);
}

/** One error shape for every failure; 5xx details stay in the log, never in the answer. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message } satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, a body too large, an unsupported content type, rate limits.
      const message = status === 429 ? ERROR_MESSAGES.tooManyRequests : error.message;
      return reply.status(status).send({ success: false, message } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ success: false, message: ERROR_MESSAGES.unexpected } satisfies ErrorResponse);
  });
});
