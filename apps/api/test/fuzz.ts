import type { AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';

/**
 * Requests for fuzzing the API with fast-check: values made from the contract's zod schemas, which
 * the schemas mostly accept (so calls get past validation into the services), and mutations that
 * spoil them (hostile values, missing and extra fields, bad JSON, wrong content types, raw paths
 * and queries, broken multipart), written into the request `app.inject` sends.
 */

type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Def = {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/**
 * A value of a field chosen by the field's name (an id of a real row, an email, a date), or none;
 * `list` asks for the whole of a list field (ids of real rows, each once) rather than one value.
 */
export type FieldHint = (key: string, list: boolean) => fc.Arbitrary<unknown> | undefined;

/** Texts a person would type, in English and Bengali, for fields that must hold more than spaces. */
const PLAIN_TEXTS = [
  'Nusrat Jahan',
  'House 12, Road 5, Dhanmondi',
  'Dhaka',
  'Too small for me',
  'সুতির পাঞ্জাবি',
  'রহিম উদ্দিন',
  'Eid 2026',
  'x',
];

/** The longest random text made for a field; its own limit is probed apart, at that length and one over. */
const RANDOM_TEXT_MAX = 30;
/** Limits above this are not probed: a text that long is over the body limit, which is fuzzed apart. */
const PROBED_LIMIT_MAX = 100_000;

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  if (def.format === 'email') return fc.emailAddress();
  if (def.format === 'datetime') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
  const min = Math.max(0, ...checks.map((check) => check.minimum ?? check.length ?? 0));
  const maxima = checks.flatMap((check) =>
    check.check === 'max_length' && check.maximum !== undefined ? [check.maximum] : [],
  );
  const max = maxima.length ? Math.min(...maxima) : undefined;
  // A pattern that plain words break (a promo code's) is followed; the contract's bans on control
  // characters let plain words through, so random text is made for them.
  const strict = [def.pattern, ...checks.map((check) => check.pattern)].find(
    (pattern): pattern is RegExp => pattern instanceof RegExp && !pattern.test('Plain words 12'),
  );
  const plain = PLAIN_TEXTS.filter(
    (text) => text.length >= min && text.length <= (max ?? Number.POSITIVE_INFINITY),
  );
  const random = strict
    ? fc.stringMatching(strict)
    : fc.oneof(
        ...(plain.length ? [{ arbitrary: fc.constantFrom(...plain), weight: 2 }] : []),
        fc.string({
          minLength: min,
          maxLength: Math.max(min, Math.min(max ?? RANDOM_TEXT_MAX, RANDOM_TEXT_MAX)),
        }),
        fc.string({
          unit: 'grapheme',
          minLength: min,
          maxLength: Math.max(min, Math.min(max ?? RANDOM_TEXT_MAX, RANDOM_TEXT_MAX)),
        }),
      );
  if (max === undefined || max > PROBED_LIMIT_MAX) return random;
  // Now and then exactly at the limit, or one over: rare enough that most requests stay valid.
  return fc.oneof(
    { arbitrary: random, weight: 20 },
    fc.constant('w'.repeat(max)),
    fc.constant('w'.repeat(max + 1)),
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const whole = checks.some((check) => check.check === 'number_format' && /int/.test(check.format ?? ''));
  const cents = checks.some((check) => check.check === 'multiple_of' && check.value === 0.01);
  const step = whole ? 1 : 0.01;
  let min = -1e9;
  let max = 1e9;
  for (const check of checks) {
    if (check.value === undefined) continue;
    const bound = check.inclusive === false ? step : 0;
    if (check.check === 'greater_than') min = Math.max(min, check.value + bound);
    if (check.check === 'less_than') max = Math.min(max, check.value - bound);
  }
  const inRange =
    whole || cents
      ? fc
          .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
          .map((units) => Math.round(units * step * 100) / 100)
      : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { arbitrary: inRange, weight: 20 },
    { arbitrary: fc.constantFrom(min, max), weight: 2 },
    fc.constantFrom(min - step, max + step, whole ? 1.5 : 0.001),
  );
}

/** Whether the schema reads one value (text, a number, a choice), not a shape of several. */
const isScalar = (schema: z.ZodType) =>
  ['string', 'number', 'boolean', 'enum', 'literal'].includes(defOf(schema).type);

/**
 * Values a schema mostly accepts. `hint` may choose a field's value by its name; `key` is the
 * name of the nearest field. A schema of a kind this does not know fails the test (a new kind of
 * input must be taught here before it is fuzzed).
 */
export function arbitraryOf(schema: z.ZodType, hint: FieldHint, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const hinted =
    def.type === 'array'
      ? hint(key, true)
      : ['string', 'number', 'pipe'].includes(def.type)
        ? hint(key, false)
        : undefined;
  const own = ownArbitrary(def, hint, key);
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 4 }, { arbitrary: own, weight: 1 }) : own;
}

function ownArbitrary(def: Def, hint: FieldHint, key: string): fc.Arbitrary<unknown> {
  const inner = (child: z.ZodType | undefined) => {
    if (!child) throw new Error(`a ${def.type} schema without its inner schema at ${key}`);
    return arbitraryOf(child, hint, key);
  };
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([name, child]) => [name, arbitraryOf(child, hint, name)]),
        ),
      );
    case 'array': {
      const checks = checksOf(def);
      const minLength = Math.max(0, ...checks.map((check) => check.minimum ?? 0));
      const limits = checks.flatMap((check) => (check.maximum === undefined ? [] : [check.maximum]));
      const maxLength = Math.max(minLength, Math.min(4, ...limits));
      return fc.array(inner(def.element), { minLength, maxLength });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, hint, key)));
    case 'pipe': {
      // What the request carries is the pipe's input; when its output is a plain value (an email,
      // a number read from text) that output is a better guess at what the input should be.
      const output = def.out;
      if (output && defOf(output).type !== 'transform' && isScalar(output))
        return fc.oneof(inner(def.in), { arbitrary: arbitraryOf(output, hint, key), weight: 3 });
      return inner(def.in);
    }
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`no arbitrary for a zod ${def.type} (field ${key || 'root'}): teach test/fuzz.ts`);
  }
}

/**
 * Values of `arbitrary` that `schema` accepts, where one of a few tries is: refinements across
 * fields (a city of the province chosen, an old price above the price) are rarely met by chance.
 */
export function acceptedBy(schema: z.ZodType, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const tries = 12;
  return fc
    .array(arbitrary, { minLength: tries, maxLength: tries })
    .map((values) => values.find((value) => schema.safeParse(value).success) ?? values[0]);
}

/** A number or other JSON token written into a body as it is (`1e400` is no number JSON.stringify writes). */
const rawJson = (token: string) => `@@raw:${token}@@`;
/** JSON text of a value, with the raw tokens of `rawJson` written in place. */
const jsonText = (value: unknown) =>
  JSON.stringify(value)?.replace(/"@@raw:(.*?)@@"/g, (_, token: string) => token);

/** A text of a mebibyte: exactly the body limit, so a body holding it is over. */
const MEGABYTE_TEXT = 'm'.repeat(1_048_576);
/** Just under the body limit: a body holding it is read and its field refused. */
const NEAR_MEGABYTE_TEXT = 'n'.repeat(1_040_000);

/** Ids that look like uuids and are not, and two that are but name nothing. */
export const MALFORMED_IDS = [
  '00000000-0000-4000-8000-00000000000g',
  '00000000-0000-4000-8000-0000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '0000000000004000800000000000000',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000_0000_4000_8000_000000000000',
  ' 00000000-0000-4000-8000-000000000000',
];

/** Values a field should never get: wrong types, extremes, NaN-ish text, control and odd characters. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0.5,
      1.5,
      2 ** 31,
      2 ** 53 + 2,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      5e-324,
      rawJson('1e400'),
      rawJson('-1e400'),
      rawJson('123456789012345678901234567890'),
      rawJson('0.1000000000000000000001'),
      rawJson('-0'),
      '',
      ' ',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e999',
      '-1',
      '0x1F',
      '1_000',
      '১২৩',
      '١٢٣',
      'null',
      'undefined',
      'true',
      '[]',
      'a\u0000b',
      '\u0000',
      '\uD800',
      'a\uDFFFb',
      '\u202Egnp.exe',
      '\uFEFFtext',
      '\r\nX-Injected: 1',
      "' OR 1=1 --",
      '%',
      '%00',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      'ঢাকা, বাংলাদেশ',
      '👩🏽‍💻🇧🇩',
      '9999-99-99',
      '2024-02-30',
      '0000-01-01',
      [],
      {},
      [1, 'two', null],
      { $gt: '' },
      ...MALFORMED_IDS,
    ),
    weight: 12,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.constant(MEGABYTE_TEXT), weight: 1 },
  { arbitrary: fc.constant(NEAR_MEGABYTE_TEXT), weight: 1 },
  { arbitrary: fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 4 }), weight: 2 },
);

/** A body that is no JSON value, or not the one its content type says. */
const badPayload = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}{"b":2}',
  "{'single':'quotes'}",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  '\uFEFF{}',
  '',
  ' ',
  'true',
  '"text"',
  '12',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"deep":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
);

/** Content types a JSON call should refuse or read as JSON, never fail on. */
const contentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/jsonp',
  'application/vnd.api+json',
  'image/png',
  '*/*',
  'garbage',
);

/** Texts sent raw in a path, where a client would have encoded them. */
const RAW_PATH_TEXTS = [
  '%',
  '%zz',
  '%00',
  '%E0%A4',
  '%ED%A0%80',
  '%C0%AF',
  '%2F',
  '..',
  '%2e%2e',
  'a%20b',
  '%25',
  'x'.repeat(5000),
];
/** Query strings a form would never send. */
const RAW_QUERY_TEXTS = [
  '%',
  'page=%zz',
  '&&&',
  '==',
  'page=1&page=2',
  'page[]=1',
  'sort[a]=b',
  '__proto__=x',
  'constructor[prototype][admin]=1',
  'q=%00',
  'pageSize=1e400',
  `search=${'%'.repeat(1000)}`,
  `${'a'.repeat(3000)}=1`,
];
/** Header names a browser or proxy may send, each read by a parser of its own. */
const EXTRA_HEADERS = [
  'x-request-id',
  'if-none-match',
  'if-modified-since',
  'cookie',
  'accept',
  'accept-encoding',
  'accept-language',
  'x-forwarded-for',
  'range',
  'origin',
];
/** Field names a client may slip in: prototype keys, and names a careless service would trust. */
const EXTRA_KEYS = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  '',
  'role',
  'userId',
  'user_id',
  'id',
  '_id',
  'price',
  'total',
  'status',
];

type Where = 'body' | 'query' | 'params' | 'headers';

/** One way a request is spoilt; `pick` chooses a field among those the request has. */
export type Mutation =
  | { kind: 'set'; where: Where; pick: number; value: unknown }
  | { kind: 'drop'; where: Where; pick: number }
  | { kind: 'extra'; where: Where; key: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'payload'; text: string }
  | { kind: 'contentType'; value: string | null }
  | { kind: 'repeat'; pick: number; values: unknown[] }
  | { kind: 'rawQuery'; text: string }
  | { kind: 'rawParam'; pick: number; text: string }
  | { kind: 'method'; method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' };

/** A multipart body, built by hand so that it can be broken anywhere. */
export type Multipart = {
  boundary: string;
  parts: { name: string; filename: string | null; type: string | null; data: Uint8Array }[];
  ending: 'closed' | 'open' | 'cut';
};

/** A request before it is written: values of its parts, and the mutations that spoil it. */
export type Draft = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  multipart: Multipart | null;
  mutations: Mutation[];
};

/** Whether a call takes a file upload (multipart/form-data) rather than JSON. */
export const isUpload = (route: AppRoute) =>
  'contentType' in route && route.contentType === 'multipart/form-data';

/** Mutations of a request to `route`: an upload's body is spoilt by its multipart arbitrary instead. */
export function mutationOf(route: AppRoute): fc.Arbitrary<Mutation> {
  const upload = isUpload(route);
  const targets: Where[] = upload ? ['query', 'params', 'headers'] : ['body', 'query', 'params', 'headers'];
  const where = fc.constantFrom(...targets);
  const pick = fc.nat(50);
  const key = fc.oneof(fc.constantFrom(...EXTRA_KEYS, ...EXTRA_HEADERS), fc.string({ maxLength: 8 }));
  const kinds: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('set'), where, pick, value: hostileValue }),
    fc.record({ kind: fc.constant('drop'), where, pick }),
    fc.record({ kind: fc.constant('extra'), where, key, value: hostileValue }),
    fc.record({ kind: fc.constant('payload'), text: badPayload }),
    fc.option(contentTypes).map((value): Mutation => ({ kind: 'contentType', value })),
    fc.record({
      kind: fc.constant('repeat'),
      pick,
      values: fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('rawQuery'), text: fc.constantFrom(...RAW_QUERY_TEXTS) }),
    fc.record({ kind: fc.constant('rawParam'), pick, text: fc.constantFrom(...RAW_PATH_TEXTS) }),
    fc.record({
      kind: fc.constant('method'),
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    }),
  ];
  if (!upload) kinds.push(fc.record({ kind: fc.constant('body'), value: hostileValue }));
  return fc.oneof(...kinds);
}

/** Multipart uploads of `pictures` mostly, and of random bytes, a cut file, an SVG, 5 MB and a byte. */
export function multipartOf(pictures: Uint8Array[], field: string): fc.Arbitrary<Multipart> {
  const data = fc.oneof(
    { arbitrary: fc.constantFrom(...pictures), weight: 4 },
    fc.uint8Array({ maxLength: 2000 }),
    fc.constantFrom(...pictures.map((picture) => picture.subarray(0, 40))),
    fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    fc.constant(new Uint8Array(5 * 1024 * 1024 + 1)),
  );
  return fc.record({
    boundary: fc.constantFrom('fuzzboundary', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'x', 'b'.repeat(70)),
    parts: fc.array(
      fc.record({
        name: fc.oneof(
          { arbitrary: fc.constant(field), weight: 4 },
          fc.constantFrom('file', '', `${field}"; x="y`, 'ছবি'),
        ),
        filename: fc.option(
          fc.constantFrom('a.png', '', '../../etc/passwd', 'ছবি.jpg', `${'f'.repeat(300)}.png`),
        ),
        type: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream')),
        data,
      }),
      { minLength: 0, maxLength: 7 },
    ),
    ending: fc.constantFrom<Multipart['ending']>('closed', 'closed', 'closed', 'open', 'cut'),
  });
}

/** The path of every value inside a JSON value: `[['a'], ['a', 0]]` for `{ a: [1] }`. */
function pathsIn(value: unknown, trail: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...trail, index], ...pathsIn(item, [...trail, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      [...trail, key],
      ...pathsIn(item, [...trail, key]),
    ]);
  return [];
}

/** Sets a key as an own property: `__proto__` too is written as a field, not the prototype. */
const setOwn = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** A copy of `root` with `value` at `path`, or without what is there when `drop`. */
function changedAt(root: unknown, path: (string | number)[], value: unknown, drop = false): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  const copy: unknown = Array.isArray(root) ? [...root] : { ...(root as object) };
  const node = copy as Record<string | number, unknown>;
  if (rest.length === 0 && drop) {
    if (Array.isArray(copy) && typeof step === 'number') copy.splice(step, 1);
    else delete node[step];
  } else setOwn(node, step, changedAt(node[step], rest, value, drop));
  return copy;
}

/** A JSON-ish value as query or header text. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^@@raw:(.*)@@$/s, '$1');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return jsonText(value) ?? '';
  return String(value);
}

/** Percent-encodes text, lone surrogates as the bytes a careless encoder writes for them. */
const encode = (text: string) =>
  text
    .split(/([\uD800-\uDFFF])/u)
    .map((part, index) => (index % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** Header text: anything but visible ASCII is percent-encoded (an HTTP client could not send it). */
const headerText = (value: unknown) => {
  const text = textOf(value);
  return /^[\x20-\x7E]*$/.test(text) ? text : encode(text);
};

/** A short, readable account of a value: long texts are named by their length. */
export function shortly(value: unknown): string {
  const text = typeof value === 'string' ? value : (jsonText(value) ?? String(value));
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

/** A value as JSON, its long texts and its files shortened: how a failing probe is reported. */
export const compactly = (value: unknown) =>
  JSON.stringify(value, (_, part: unknown) => {
    if (part instanceof Uint8Array) return `<${part.length} bytes>`;
    if (typeof part === 'string' && part.length > 120)
      return `${part.slice(0, 60)}… (${part.length} characters)`;
    return part;
  });

function multipartBytes({ boundary, parts, ending }: Multipart): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        `${part.filename === null ? '' : `; filename="${part.filename}"`}\r\n` +
        `${part.type === null ? '' : `Content-Type: ${part.type}\r\n`}\r\n`,
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  if (ending === 'closed') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  return ending === 'cut' ? whole.subarray(0, Math.floor(whole.length / 2)) : whole;
}

/** A request as it is being written: each part as text, the body still a value until the end. */
type Wire = {
  params: Record<string, string>;
  query: [string, unknown][];
  rawQuery: string[];
  headers: Record<string, string>;
  body: unknown;
  payload: string | Buffer | undefined;
  /** Null for none at all; undefined for what the payload calls for. */
  contentType: string | null | undefined;
  method: string;
};

/** The index among `count` fields that `pick` chooses, or none when there are none. */
const chosen = (pick: number, count: number) => (count > 0 ? pick % count : undefined);

function setOrDrop(wire: Wire, where: Where, pick: number, value: unknown, drop: boolean) {
  if (where === 'body') {
    const paths = pathsIn(wire.body);
    const path = paths[chosen(pick, paths.length) ?? -1];
    if (path) wire.body = changedAt(wire.body, path, value, drop);
    else if (!drop) wire.body = value;
  } else if (where === 'query') {
    const index = chosen(pick, wire.query.length);
    const entry = index === undefined ? undefined : wire.query[index];
    if (index === undefined || !entry) wire.query.push(['q', value]);
    else if (drop) wire.query.splice(index, 1);
    else wire.query[index] = [entry[0], value];
  } else if (where === 'params') {
    const names = Object.keys(wire.params);
    const name = names[chosen(pick, names.length) ?? -1];
    if (name) wire.params[name] = drop ? '' : encode(textOf(value));
  } else {
    const names = Object.keys(wire.headers);
    const name = names[chosen(pick, names.length) ?? -1] ?? 'x-request-id';
    if (drop) delete wire.headers[name];
    else wire.headers[name] = headerText(value);
  }
}

function mutate(wire: Wire, mutation: Mutation) {
  switch (mutation.kind) {
    case 'set':
      return setOrDrop(wire, mutation.where, mutation.pick, mutation.value, false);
    case 'drop':
      return setOrDrop(wire, mutation.where, mutation.pick, undefined, true);
    case 'extra':
      if (mutation.where === 'body')
        wire.body =
          wire.body && typeof wire.body === 'object' && !Array.isArray(wire.body)
            ? changedAt(wire.body, [mutation.key], mutation.value)
            : changedAt({}, [mutation.key], mutation.value);
      else if (mutation.where === 'query') wire.query.push([mutation.key, mutation.value]);
      else if (mutation.where === 'headers')
        wire.headers[EXTRA_HEADERS.includes(mutation.key) ? mutation.key : 'x-request-id'] = headerText(
          mutation.value,
        );
      return;
    case 'body':
      wire.body = mutation.value;
      wire.payload = undefined;
      return;
    case 'payload':
      wire.payload = mutation.text;
      return;
    case 'contentType':
      wire.contentType = mutation.value;
      return;
    case 'repeat': {
      const entry = wire.query[chosen(mutation.pick, wire.query.length) ?? -1];
      for (const value of mutation.values) wire.query.push([entry?.[0] ?? 'page', value]);
      return;
    }
    case 'rawQuery':
      wire.rawQuery.push(mutation.text);
      return;
    case 'method':
      wire.method = mutation.method;
      return;
    case 'rawParam': {
      const names = Object.keys(wire.params);
      const name = names[chosen(mutation.pick, names.length) ?? -1];
      if (name) wire.params[name] = mutation.text;
      return;
    }
  }
}

/** The request a draft makes: its mutations applied, everything written as a client would (or would not). */
export function requestOf(route: AppRoute, draft: Draft, authorization?: string): InjectOptions {
  const wire: Wire = {
    params: Object.fromEntries(
      Object.entries(draft.params).map(([name, value]) => [name, encode(textOf(value))]),
    ),
    query: Object.entries(draft.query).filter(([, value]) => value !== undefined),
    rawQuery: [],
    headers: Object.fromEntries(
      Object.entries(draft.headers)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, headerText(value)]),
    ),
    body: draft.body,
    payload: draft.multipart ? multipartBytes(draft.multipart) : undefined,
    contentType: draft.multipart ? `multipart/form-data; boundary=${draft.multipart.boundary}` : undefined,
    method: route.method,
  };
  for (const mutation of draft.mutations) mutate(wire, mutation);
  const payload = wire.payload ?? (wire.body === undefined ? undefined : jsonText(wire.body));
  const contentType =
    wire.contentType === undefined && payload !== undefined ? 'application/json' : wire.contentType;
  if (contentType) wire.headers['content-type'] = contentType;
  if (authorization !== undefined) wire.headers.authorization = authorization;
  const search = [
    ...wire.query.flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${encode(name)}=${encode(textOf(item))}`),
    ),
    ...wire.rawQuery,
  ].join('&');
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => wire.params[name] ?? '');
  return {
    method: wire.method,
    url: search ? `${path}?${search}` : path,
    headers: wire.headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
