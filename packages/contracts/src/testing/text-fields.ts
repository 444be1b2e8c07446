import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { contract, legacyContract } from '../index';

/** A string a call takes: where in the request it goes, its path there, and its schema. */
export type TextField = {
  where: 'body' | 'query' | 'params';
  path: string[];
  schema: z.ZodType;
};

/** Every call the shop answers, /api/v1 and the spec's legacy paths alike. */
export const everyRoute = () => [...routesOf(contract), ...routesOf(legacyContract, ['legacy'])];

/** Every call of a router with its name, such as `auth.register`. */
export function routesOf(router: AppRouter, trail: string[] = []): { name: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, node]) =>
    isAppRoute(node)
      ? [{ name: [...trail, key].join('.'), route: node }]
      : routesOf(node as AppRouter, [...trail, key]),
  );
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string inside a schema, with its path; array elements are `0`. */
function stringsIn(schema: z.ZodType, path: string[]): { path: string[]; schema: z.ZodType }[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => stringsIn(child, [...path, key]));
    case 'array':
      return def.element ? stringsIn(def.element, [...path, '0']) : [];
    case 'record':
      return def.valueType ? stringsIn(def.valueType, [...path, 'key']) : [];
    case 'pipe':
      // What the request carries is the pipe's input; its output only sees what the input let through.
      return def.in ? stringsIn(def.in, path) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => stringsIn(option, path));
    case 'intersection':
      return [def.left, def.right].flatMap((side) => (side ? stringsIn(side, path) : []));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? stringsIn(def.innerType, path) : [];
    default:
      return [];
  }
}

/** Every text field and query or path parameter of a call. */
export function textFieldsOf(route: AppRoute): TextField[] {
  const parts = [
    ['body', 'body' in route ? route.body : undefined],
    ['query', route.query],
    ['params', route.pathParams],
  ] as const;
  return parts.flatMap(([where, schema]) =>
    schema instanceof z.ZodType ? stringsIn(schema, []).map((field) => ({ where, ...field })) : [],
  );
}
