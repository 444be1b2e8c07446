import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { type ZodType, z } from 'zod';

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
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

/** An OpenAPI 3.1 document of every call in a contract, for people and tools outside the monorepo. */
export function openApiDocument(router: AppRouter, info: { title: string; version: string }) {
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
  visit(router, []);
  return { openapi: '3.1.0', info, paths };
}
