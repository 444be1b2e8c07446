import routes from 'virtual:haat/contract-routes';
import type { Contract, ErrorResponse } from '@haat/contracts';
import type { InitClientReturn } from '@ts-rest/core';

/**
 * The typed client of the shared contract. Its type is ts-rest's own client type; its runtime is
 * this small fetch over the contract's route table, which keeps the contract's schemas and
 * ts-rest's runtime out of the shopper's download (docs/decisions.md, 2026-11-22).
 */
export type ApiClient = InitClientReturn<Contract, { baseUrl: '' }>;

/** A call as the route table writes it: `POST /api/v1/orders`. */
type RouteEntry = string;
type RouteTree = { [name: string]: RouteEntry | RouteTree };
type Route = { method: string; path: string };
type CallArgs = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  extraHeaders?: Record<string, string | undefined>;
  fetchOptions?: RequestInit;
};

/** Headers added to every call, such as the session's bearer token. */
let headersForEveryCall: () => Record<string, string> = () => ({});
export function setHeadersForEveryCall(headers: () => Record<string, string>) {
  headersForEveryCall = headers;
}

/** What happens when the API refuses the session's token with 401; the session decides (SessionEffects). */
let whenSessionRefused: () => void = () => {};
export function setSessionRefusedHandler(handler: () => void) {
  whenSessionRefused = handler;
}

/** Query pairs as ts-rest writes them: arrays as key[0], objects as key[name], undefined left out. */
function queryPairs(key: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (value === null) return [[key, '']];
  if (value instanceof Date) return [[key, value.toISOString()]];
  if (Array.isArray(value)) return value.flatMap((item, index) => queryPairs(`${key}[${index}]`, item));
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => queryPairs(`${key}[${name}]`, item));
  }
  return [[key, String(value)]];
}

async function call(route: Route, args: CallArgs = {}) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(args.params?.[name] ?? '')),
  );
  const query = Object.entries(args.query ?? {})
    .flatMap(([key, value]) => queryPairs(key, value))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const everyCall = headersForEveryCall();
  const named = { ...args.extraHeaders, ...args.headers };
  const headers = new Headers(everyCall);
  for (const [name, value] of Object.entries(named)) {
    if (value !== undefined) headers.set(name, value);
  }
  let body: BodyInit | undefined;
  if (route.method !== 'GET' && args.body !== undefined) {
    if (args.body instanceof FormData) {
      body = args.body;
    } else {
      body = JSON.stringify(args.body);
      headers.set('content-type', 'application/json');
    }
  }
  const response = await fetch(query ? `${path}?${query}` : path, {
    ...args.fetchOptions,
    method: route.method,
    headers,
    body,
  });
  // Every call passes here, so this is the one place a refused session is noticed: a 401 to a call
  // that went with the session's token means the session is over (expired, or ended elsewhere). A
  // call that names its own token (signing out) reads its 401 itself.
  if (response.status === 401 && everyCall.authorization && named.authorization === undefined) {
    whenSessionRefused();
  }
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('json')
    ? await response.json()
    : type.startsWith('text/')
      ? await response.text()
      : await response.blob();
  return { status: response.status, body: parsed, headers: response.headers };
}

const isRoute = (node: RouteEntry | RouteTree): node is RouteEntry => typeof node === 'string';
const routeOf = (entry: RouteEntry): Route => {
  const [method = '', path = ''] = entry.split(' ');
  return { method, path };
};

/** A client over a route table: each call of the contract a function of its arguments. */
export function bindRoutes(tree: RouteTree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [
      name,
      isRoute(node) ? (args?: CallArgs) => call(routeOf(node), args) : bindRoutes(node),
    ]),
  );
}

export const api = bindRoutes(routes) as ApiClient;

/**
 * The address of a GET call for the browser itself to open (a sign-in that redirects through
 * other sites), named by its place in the contract, such as ['auth', 'google'].
 */
export function navigationAddress(names: readonly string[], query: Record<string, string | undefined> = {}) {
  let node: RouteEntry | RouteTree | undefined = routes;
  for (const name of names) node = node && !isRoute(node) ? node[name] : undefined;
  const route = node && isRoute(node) ? routeOf(node) : undefined;
  if (route?.method !== 'GET') throw new Error(`No GET call ${names.join('.')}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${route.path}?${text}` : route.path;
}

/** A call that answered with an error status; carries the API's own message, code and field issues. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's stable name (such as `emailTaken`), when the API gave one. */
    readonly code?: string,
    /** The problem of each field the API named, by field: `body.password` is `password`. */
    readonly fieldErrors: Partial<Record<string, string>> = {},
    /** The details a refusal was worded with (`ErrorResponse.params`), to word it in another language. */
    readonly params?: NonNullable<ErrorResponse['params']>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The error of an answer other than the expected one; an empty message when the API gave none. */
  static of(response: { status: number; body: unknown }): ApiError {
    const body: Partial<ErrorResponse> =
      response.body && typeof response.body === 'object' ? (response.body as Partial<ErrorResponse>) : {};
    const fieldErrors: Partial<Record<string, string>> = {};
    for (const issue of Array.isArray(body.issues) ? body.issues : []) {
      const field = issue.path.split('.')[1];
      if (field) fieldErrors[field] ??= issue.message;
    }
    return new ApiError(
      response.status,
      typeof body.message === 'string' ? body.message : '',
      typeof body.code === 'string' ? body.code : undefined,
      fieldErrors,
      body.params && typeof body.params === 'object' ? body.params : undefined,
    );
  }
}

/**
 * A list read from an answer, or an empty one when the answer holds anything else there: the spec
 * counts a non-array categories or products answer as empty (storefront spec section 5), and every
 * page reading a list is better empty than broken by a proxy's or an older server's answer.
 */
export const listOf = <T>(list: readonly T[] | undefined): T[] => (Array.isArray(list) ? list : []);

/** The body of a successful answer, or an ApiError for any other. */
export function bodyOf<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  expected: S,
): Extract<R, { status: S }>['body'] {
  if (response.status !== expected) {
    const error = ApiError.of(response);
    throw error.message ? error : new ApiError(error.status, 'Request failed', error.code, error.fieldErrors);
  }
  return response.body as Extract<R, { status: S }>['body'];
}
