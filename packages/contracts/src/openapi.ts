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

/** Who may make a call, said on every operation. */
function whoMayCall(route: AppRoute): string {
  if (requiresOperator(route)) return 'Operators only: the signed-in user’s role must be admin.';
  if (requiresSignIn(route))
    return 'A signed-in user, with the bearer token sign-in answered; rows of other users are never reached.';
  return 'Anyone, signed in or not.';
}

/**
 * The group an operation is listed under: its side (`store` for shoppers' calls, `admin` for the
 * back office's) and its domain, the router it is in (`store: cart`, `admin: orders`).
 */
function tagOf(trail: string[]): string {
  const [first = '', second = ''] = trail;
  if (first === 'admin') return `admin: ${second}`;
  if (first === 'legacy') return 'store: legacy';
  return `store: ${trail.length > 1 ? first : 'shop'}`;
}

const TAG_SIDES: Record<string, string> = {
  store: 'Shoppers’ calls',
  admin: 'The back office’s calls (operators only)',
};

function operationFor(id: string, tag: string, route: AppRoute): Operation {
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
    tags: [tag],
    summary: route.summary,
    description: [route.description, whoMayCall(route)].filter(Boolean).join('\n\n'),
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
  const tags = new Set<string>();
  const visit = (node: AppRouter | AppRoute, trail: string[]) => {
    if (isAppRoute(node)) {
      const path = node.path.replace(/:(\w+)/g, '{$1}');
      const tag = tagOf(trail);
      tags.add(tag);
      paths[path] ??= {};
      paths[path][node.method.toLowerCase()] = operationFor(trail.join('.'), tag, node);
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
    tags: [...tags].sort().map((name) => {
      const [side = '', domain = ''] = name.split(': ');
      return { name, description: `${TAG_SIDES[side] ?? side}: ${domain}` };
    }),
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
