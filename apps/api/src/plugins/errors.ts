import { CART_MESSAGES, ERROR_MESSAGES, type ErrorResponse, type ValidationIssue } from '@haat/contracts';
import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

type StandardIssue = {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
};

/** The code of each fixed text the schemas word their refusals with, so a client can translate them. */
const CODE_OF_TEXT = new Map<string, string>(
  [ERROR_MESSAGES, CART_MESSAGES].flatMap((texts) =>
    Object.entries(texts).map(([code, text]): [string, string] => [text, code]),
  ),
);

function issuesOf(where: string, error: unknown): ValidationIssue[] {
  if (!error || typeof error !== 'object' || !('issues' in error) || !Array.isArray(error.issues)) return [];
  return (error.issues as StandardIssue[]).map((issue) => {
    const keys = (issue.path ?? []).map((segment) =>
      String(typeof segment === 'object' ? segment.key : segment),
    );
    const code = CODE_OF_TEXT.get(issue.message);
    return { path: [where, ...keys].join('.'), message: issue.message, ...(code ? { code } : {}) };
  });
}

/**
 * The 400 for a request the contract's schemas refuse: every issue, and the first one's text and
 * code as the answer's (the schemas word the texts a shopper may see).
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
    code: first?.code ?? 'invalidRequest',
    message: first?.message ?? ERROR_MESSAGES.invalidRequest,
    issues,
  };
  return reply.status(400).send(body);
}

/** Fastify's own refusals by status: malformed JSON, a body too large, a content type it cannot read. */
function codeOfFastifyRefusal(status: number): keyof typeof ERROR_MESSAGES {
  if (status === 404) return 'routeNotFound';
  if (status === 413) return 'bodyTooLarge';
  if (status === 415) return 'unsupportedMediaType';
  if (status === 429) return 'tooManyRequests';
  return 'invalidRequest';
}

/** One error shape for every failure; 5xx details stay in the log, never in the answer. */
function sendError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).headers(error.headers).send(error.toResponse());
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = codeOfFastifyRefusal(status);
    // Fastify's own words say what was wrong with the request (such as malformed JSON).
    const message = code === 'invalidRequest' ? error.message : ERROR_MESSAGES[code];
    return reply.status(status).send({ success: false, code, message } satisfies ErrorResponse);
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({
    success: false,
    code: 'unexpected',
    message: ERROR_MESSAGES.unexpected,
  } satisfies ErrorResponse);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendError);
});

/**
 * Fastify's refusals of a path before any route is found (a malformed percent-encoding, a
 * parameter over the length limit), given as its `frameworkErrors` option: no hook runs for them,
 * so the request id is said here, and the answer takes the one error shape.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  return sendError(error, request, reply);
}
