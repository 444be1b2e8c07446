import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { type ZodType, z } from 'zod';
import { IMAGE_FIELD } from './admin/catalogue';
import { requiresOperator, requiresSignIn } from './common';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const schemaOf = (schema: unknown, io: 'input' | 'output'): JsonSchema | undefined =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema as ZodType, { io, unrepresentable: 'any' }) as JsonSchema)
    : undefined;

function operationFor(id: string, route: AppRoute): Operation {
  const parameters: Record<string, unknown>[] = [];
  for (const name of route.path.match(/:(\w+)/g) ?? []) {
    parameters.push({ name: name.slice(1), in: 'path', required: true, schema: { type: 'string' } });
  }
  const query = schemaOf(route.query, 'input');
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  for (const [name, schema] of Object.entries(properties)) {
    parameters.push({ name, in: 'query', required: required.has(name), schema });
  }
  const responses = Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => [
      status,
      {
        description: `HTTP ${status}`,
        content: { 'application/json': { schema: schemaOf(schema, 'output') ?? {} } },
      },
    ]),
  );
  const body = 'body' in route ? schemaOf(route.body, 'input') : undefined;
  return {
    operationId: id,
    summary: route.summary,
    ...(requiresOperator(route)
      ? { description: 'Operators only: the signed-in user’s role must be admin.' }
      : {}),
    // Every call says who may make it: a signed-in user's bearer token, or anyone (an empty list).
    security: requiresSignIn(route) ? [{ [BEARER]: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    ...(isUpload(route)
      ? { requestBody: { required: true, content: { 'multipart/form-data': UPLOAD } } }
      : {}),
    responses,
  };
}

const BEARER = 'bearerAuth';

/** A call that takes a picture as a browser's form sends it: one file, in the field IMAGE_FIELD. */
const isUpload = (route: AppRoute) => 'contentType' in route && route.contentType === 'multipart/form-data';
const UPLOAD = {
  schema: {
    type: 'object',
    properties: { [IMAGE_FIELD]: { type: 'string', contentMediaType: 'application/octet-stream' } },
    required: [IMAGE_FIELD],
  },
};

/**
 * An OpenAPI 3.1 document of every call of the contracts, for people and tools outside the
 * monorepo. The `api` router's calls are named from its root, another router's from its name.
 */
export function openApiDocument(
  routers: Record<string, AppRouter>,
  info: { title: string; version: string; description: string },
) {
  const paths: Record<string, Record<string, Operation>> = {};
  const visit = (node: AppRouter | AppRoute, trail: string[]) => {
    if (isAppRoute(node)) {
      const path = node.path.replace(/:(\w+)/g, '{$1}');
      paths[path] ??= {};
      paths[path][node.method.toLowerCase()] = operationFor(trail.join('.'), node);
      return;
    }
    for (const [key, child] of Object.entries(node)) visit(child as AppRouter | AppRoute, [...trail, key]);
  };
  for (const [name, router] of Object.entries(routers)) visit(router, name === 'api' ? [] : [name]);
  return {
    openapi: '3.1.0',
    info,
    // The API answers on the shop's own address, beside the web app.
    servers: [{ url: '/', description: 'The shop that serves this document' }],
    paths,
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The `token` answered by POST /api/v1/auth/login (or brought by Google sign-in), sent as `Authorization: Bearer <token>`. It expires, and signing out ends it at once.',
        },
      },
    },
  };
}
