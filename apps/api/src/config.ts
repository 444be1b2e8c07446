import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Default folders, found from this file: the same places from `src/` (tests, dev) and `dist/` (start).
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The environment variable that tells an API process under WORKERS its place. */
export const WORKER_PLACE = 'HAAT_WORKER_PLACE';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * The interface to listen on: this machine only by default, so that a first start with the demo's
   * published operator password is out of other machines' reach. `0.0.0.0` opens it to the network.
   */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The address shoppers reach the shop at; used for links the server makes. */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string; without it the shop runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /** The embedded database, uploads and the generated JWT secret; `data/` at the repository root by default. */
  DATA_DIR: z.string().default(defaultDataDir),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  /** Fill an empty database with the demo catalogue and demo logins at start-up. */
  SEED_DEMO: flag.default(true),
  /** Trust X-Forwarded-* headers from a reverse proxy (for shoppers' addresses and rate limits). */
  TRUST_PROXY: flag.default(false),
  /** Redis for rate-limit counters shared by several API processes; memory of one process without. */
  REDIS_URL: z.string().startsWith('redis').optional(),
  /** The beginning of every key the shop keeps in Redis, so that one Redis may serve several shops. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . or -, at most 64')
    .default('haat:'),
  /** API processes `pnpm start` runs on PORT (Node's cluster); more than one needs PostgreSQL and Redis. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Set by the first process for each API process it starts under WORKERS: its place, from 0. */
  [WORKER_PLACE]: z.coerce.number().int().min(0).max(63).default(0),
  /**
   * glibc's malloc settings for the API processes started under WORKERS (read as each starts):
   * blocks of this many bytes or more straight from the system and back to it when freed, in at
   * most this many arenas. argon2id takes 19 MiB for each password it hashes; by default malloc
   * raises its threshold past that after the first such block is freed, and a burst of sign-ins
   * then leaves the memory held by the process.
   */
  MALLOC_MMAP_THRESHOLD_: z
    .string()
    .regex(/^\d{1,10}$/, 'a number of bytes')
    .default('131072'),
  MALLOC_ARENA_MAX: z
    .string()
    .regex(/^\d{1,3}$/, 'a number')
    .default('2'),
  /** Memory each API process gives the catalogue's answers it keeps for every shopper; 0 keeps none. */
  CATALOGUE_MEMORY_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** Secret for signing session tokens; generated once and kept under DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a session token lasts: a number and s, m, h or d. */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'a number followed by s, m, h or d, such as 7d')
    .default('7d'),
  /**
   * Sign-in limits within the window: failed guesses at one account from one address, failed
   * guesses at one account from anywhere, and attempts from one address (successful sign-ins
   * are not counted).
   */
  AUTH_ATTEMPTS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  AUTH_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  AUTH_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_ATTEMPT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Where mail goes: an SMTP server (smtp:// or smtps://); without it, .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of the shop's mail, such as "Haat <shop@example.com>". */
  MAIL_FROM: z.string().optional(),
  /** Google sign-in (OpenID Connect); hidden unless the client id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * Steadfast Courier's merchant API: the API key and secret key from its portal, and the address
   * of its API (a sandbox, or a stand-in in tests). Steadfast is offered once both keys are set.
   */
  STEADFAST_API_KEY: z.string().max(200).optional(),
  STEADFAST_SECRET_KEY: z.string().max(200).optional(),
  STEADFAST_BASE_URL: z.url().default('https://portal.packzy.com/api/v1'),
  /** The "Auth Token (Bearer)" given to Steadfast with the webhook's address: its webhooks must carry it. */
  STEADFAST_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /**
   * Pathao Courier's merchant API: its OAuth client, the merchant's login, the store parcels are
   * picked up from, and the address of its API. Pathao is offered once all five are set.
   */
  PATHAO_CLIENT_ID: z.string().max(200).optional(),
  PATHAO_CLIENT_SECRET: z.string().max(500).optional(),
  PATHAO_USERNAME: z.string().max(200).optional(),
  PATHAO_PASSWORD: z.string().max(200).optional(),
  PATHAO_STORE_ID: z.coerce.number().int().positive().optional(),
  PATHAO_BASE_URL: z.url().default('https://api-hermes.pathao.com'),
  /**
   * The most calls a second one API process makes to Pathao (Pathao books one parcel a call and
   * answers 429 to a merchant that calls too fast): bookings of many orders are sent at this pace.
   */
  PATHAO_CALLS_PER_SECOND: z.coerce.number().min(0.1).max(100).default(5),
  /** How long the shop waits for a courier's answer before it sends the call again later. */
  COURIER_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(15),
  /** The webhook secret given to Pathao with the webhook's address: its webhooks carry it in X-PATHAO-Signature. */
  PATHAO_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  /**
   * Where SMS go: SSL Wireless's ISMS API, BulkSMSBD's, another provider's HTTP API described by the
   * SMS_HTTP_* settings, or none (files in DATA_DIR/outbox/sms). The key and sender id are the
   * provider's (SSL Wireless: the API token and the SID; BulkSMSBD: the API key and the approved
   * sender id); SMS_BASE_URL is its API's address (a sandbox, or a stand-in in tests).
   */
  SMS_PROVIDER: z.enum(['ssl_wireless', 'bulksmsbd', 'http', 'none']).default('none'),
  SMS_API_KEY: z.string().max(500).optional(),
  SMS_SENDER_ID: z.string().max(100).optional(),
  SMS_BASE_URL: z.url().optional(),
  /** How long an SMS provider's answer is waited for; an unanswered SMS is sent again later. */
  SMS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  /** The generic gateway (SMS_PROVIDER=http): GET with the fields in the query, or POST them as a form or JSON. */
  SMS_HTTP_METHOD: z.enum(['GET', 'POST']).default('POST'),
  SMS_HTTP_POST_AS: z.enum(['form', 'json']).default('form'),
  /**
   * The fields it sends, as a query string whose values may hold {to} (8801…), {to_local} (01…),
   * {text}, {key}, {sender} and {unicode}: `number={to}&message={text}&api_key={key}`.
   */
  SMS_HTTP_FIELDS: z.string().max(2000).optional(),
  /** Headers, in the same form: `Authorization=Bearer {key}`. */
  SMS_HTTP_HEADERS: z.string().max(2000).optional(),
  /** What {unicode} becomes for a Unicode (Bengali) text and for a plain one. */
  SMS_HTTP_UNICODE: z
    .string()
    .regex(/^[^,]*,[^,]*$/, 'two values separated by a comma, such as 1,0')
    .default('1,0'),
  /**
   * How its answers are read: `status:200` (or `status:2xx`), `json:<path>=<value>` or
   * `text:<words it contains>`. Success by default is any 2xx; a refused number, once it matches
   * SMS_HTTP_INVALID_NUMBER, fails at once instead of being tried again. SMS_HTTP_ID is the JSON
   * path of the provider's id for the message.
   */
  SMS_HTTP_SUCCESS: z.string().max(500).default('status:2xx'),
  SMS_HTTP_INVALID_NUMBER: z.string().max(500).optional(),
  SMS_HTTP_ID: z
    .string()
    .regex(/^[\w.]{1,200}$/, 'a JSON path such as data.id')
    .optional(),
  /**
   * At most this many SMS to one number in any hour and in any day; the rest are held back. Phone
   * codes are not counted: they are limited where they are asked for (risk/phone-verification.ts).
   */
  SMS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Human-readable logs instead of JSON lines; by default when a person watches a terminal. */
  LOG_PRETTY: flag.optional(),
  /**
   * A port of its own, on HOST, where Prometheus reads this process's metrics at /metrics; without
   * it there are none. The shop's port never serves them: it is the one a proxy makes public.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /**
   * A bearer token Prometheus must send to the metrics port. Without one the port listens on this
   * machine only (127.0.0.1), whatever HOST says.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^[\w.~+/-]+=*$/, 'letters, digits and - . _ ~ + / only, as `openssl rand -hex 32` writes')
    .optional(),
});

/** The settings that depend on one another. */
const CheckedConfigSchema = ConfigSchema.superRefine((e, context) => {
  if (e.METRICS_TOKEN && e.METRICS_PORT === undefined)
    context.addIssue({
      code: 'custom',
      path: ['METRICS_TOKEN'],
      message: 'set METRICS_PORT too: metrics are served on their own port only',
    });
  const steadfast = [e.STEADFAST_API_KEY, e.STEADFAST_SECRET_KEY];
  if (steadfast.some(Boolean) && !steadfast.every(Boolean))
    context.addIssue({
      code: 'custom',
      path: ['STEADFAST_API_KEY'],
      message: 'set both STEADFAST_API_KEY and STEADFAST_SECRET_KEY, or neither',
    });
  const pathao = [
    e.PATHAO_CLIENT_ID,
    e.PATHAO_CLIENT_SECRET,
    e.PATHAO_USERNAME,
    e.PATHAO_PASSWORD,
    e.PATHAO_STORE_ID,
  ];
  if (pathao.some((value) => value !== undefined) && !pathao.every((value) => value !== undefined))
    context.addIssue({
      code: 'custom',
      path: ['PATHAO_CLIENT_ID'],
      message:
        'set all of PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD and PATHAO_STORE_ID, or none',
    });
  if (
    (e.SMS_PROVIDER === 'ssl_wireless' || e.SMS_PROVIDER === 'bulksmsbd') &&
    (!e.SMS_API_KEY || !e.SMS_SENDER_ID)
  )
    context.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: `${e.SMS_PROVIDER} needs SMS_API_KEY and SMS_SENDER_ID`,
    });
  if (e.SMS_PROVIDER === 'http' && (!e.SMS_BASE_URL || !e.SMS_HTTP_FIELDS))
    context.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: 'http needs SMS_BASE_URL and SMS_HTTP_FIELDS',
    });
  for (const name of ['SMS_HTTP_SUCCESS', 'SMS_HTTP_INVALID_NUMBER'] as const) {
    const rule = e[name];
    if (rule !== undefined && answerRuleOf(rule) === null)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'status:<code or 2xx>, json:<path>=<value> or text:<words>',
      });
  }
  if (e.SMS_PER_NUMBER_PER_DAY < e.SMS_PER_NUMBER_PER_HOUR)
    context.addIssue({
      code: 'custom',
      path: ['SMS_PER_NUMBER_PER_DAY'],
      message: 'must be at least SMS_PER_NUMBER_PER_HOUR',
    });
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
});

/** How the generic SMS gateway reads an answer: its status, a value in its JSON, or words in its text. */
export type AnswerRule =
  | { kind: 'status'; status: number | '2xx' }
  | { kind: 'json'; path: string; value: string }
  | { kind: 'text'; contains: string };

export function answerRuleOf(rule: string): AnswerRule | null {
  const status = /^status:(\d{3}|2xx)$/.exec(rule);
  if (status?.[1]) return { kind: 'status', status: status[1] === '2xx' ? '2xx' : Number(status[1]) };
  const json = /^json:([\w.]{1,200})=(.{0,200})$/.exec(rule);
  if (json?.[1] !== undefined && json[2] !== undefined)
    return { kind: 'json', path: json[1], value: json[2] };
  const text = /^text:(.{1,200})$/.exec(rule);
  return text?.[1] ? { kind: 'text', contains: text[1] } : null;
}

/** The SMS provider's API, as its settings name it; null when SMS go to the outbox folder. */
export type SmsGatewayConfig =
  | { provider: 'ssl_wireless'; baseUrl: string; apiToken: string; sid: string }
  | { provider: 'bulksmsbd'; baseUrl: string; apiKey: string; senderId: string }
  | {
      provider: 'http';
      url: string;
      method: 'GET' | 'POST';
      postAs: 'form' | 'json';
      /** Field names and their templates, in order. */
      fields: [string, string][];
      headers: [string, string][];
      /** What {unicode} becomes: for a Unicode text, for a plain one. */
      unicode: { yes: string; no: string };
      success: AnswerRule;
      invalidNumber: AnswerRule | null;
      idPath: string | null;
      apiKey: string;
      senderId: string;
    };

/** A courier's merchant API, as its settings name it. */
export type SteadfastConfig = {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  webhookToken: string | undefined;
};
export type PathaoConfig = {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  baseUrl: string;
  webhookSecret: string | undefined;
  callsPerSecond: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  logPretty: boolean;
  trustProxy: boolean;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  workers: number;
  /** The environment the API processes started under WORKERS add to this one's: malloc's settings. */
  workerEnvironment: { MALLOC_MMAP_THRESHOLD_: string; MALLOC_ARENA_MAX: string };
  catalogueMemoryBytes: number;
  /** Prometheus metrics on a port of their own; null when they are off. */
  metrics: { port: number; token: string | undefined } | null;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  sms: {
    gateway: SmsGatewayConfig | null;
    timeoutMs: number;
    /** Where SMS are written when no provider is set. */
    outboxDir: string;
    limits: { perHour: number; perDay: number };
  };
  /** The couriers whose keys are set; null for one that is not. */
  couriers: { steadfast: SteadfastConfig | null; pathao: PathaoConfig | null; timeoutMs: number };
  auth: {
    jwtSecret: string | undefined;
    tokenTtlSeconds: number;
    attempts: { perAccountFromAddress: number; perAccount: number; perIp: number; windowMs: number };
    google: { clientId: string; clientSecret: string; issuer: string } | null;
  };
};

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

function durationSeconds(text: string): number {
  const unit = text.slice(-1) as keyof typeof SECONDS_PER_UNIT;
  return Number(text.slice(0, -1)) * SECONDS_PER_UNIT[unit];
}

export class ConfigError extends Error {}

/** Reads every setting once, from the environment, and refuses to start on a bad one. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { terminal = process.stdout.isTTY === true } = {},
): Config {
  // An empty variable means "not set", as in most shells' `FOO= command`.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = CheckedConfigSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // Each process would count sign-in attempts and hold the embedded database on its own.
  if (e.WORKERS > 1 && (!e.DATABASE_URL || !e.REDIS_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  WORKERS: more than one API process needs DATABASE_URL (PostgreSQL) and REDIS_URL (shared sign-in limits)',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? terminal,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    workers: e.WORKERS,
    workerEnvironment: {
      MALLOC_MMAP_THRESHOLD_: e.MALLOC_MMAP_THRESHOLD_,
      MALLOC_ARENA_MAX: e.MALLOC_ARENA_MAX,
    },
    catalogueMemoryBytes: e.CATALOGUE_MEMORY_MB * 1024 * 1024,
    // Each process counts its own metrics, so each answers on a port of its own (METRICS_PORT + place).
    metrics:
      e.METRICS_PORT === undefined
        ? null
        : { port: e.METRICS_PORT + e[WORKER_PLACE], token: e.METRICS_TOKEN },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Haat <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    sms: {
      gateway: smsGatewayOf(e),
      timeoutMs: Math.round(e.SMS_TIMEOUT_SECONDS * 1000),
      outboxDir: path.join(dataDir, 'outbox', 'sms'),
      limits: { perHour: e.SMS_PER_NUMBER_PER_HOUR, perDay: e.SMS_PER_NUMBER_PER_DAY },
    },
    couriers: {
      steadfast:
        e.STEADFAST_API_KEY && e.STEADFAST_SECRET_KEY
          ? {
              apiKey: e.STEADFAST_API_KEY,
              secretKey: e.STEADFAST_SECRET_KEY,
              baseUrl: e.STEADFAST_BASE_URL,
              webhookToken: e.STEADFAST_WEBHOOK_TOKEN,
            }
          : null,
      pathao:
        e.PATHAO_CLIENT_ID &&
        e.PATHAO_CLIENT_SECRET &&
        e.PATHAO_USERNAME &&
        e.PATHAO_PASSWORD &&
        e.PATHAO_STORE_ID !== undefined
          ? {
              clientId: e.PATHAO_CLIENT_ID,
              clientSecret: e.PATHAO_CLIENT_SECRET,
              username: e.PATHAO_USERNAME,
              password: e.PATHAO_PASSWORD,
              storeId: e.PATHAO_STORE_ID,
              baseUrl: e.PATHAO_BASE_URL,
              webhookSecret: e.PATHAO_WEBHOOK_SECRET,
              callsPerSecond: e.PATHAO_CALLS_PER_SECOND,
            }
          : null,
      timeoutMs: Math.round(e.COURIER_TIMEOUT_SECONDS * 1000),
    },
    auth: {
      jwtSecret: e.JWT_SECRET,
      tokenTtlSeconds: durationSeconds(e.JWT_EXPIRES_IN),
      attempts: {
        perAccountFromAddress: e.AUTH_ATTEMPTS_PER_EMAIL,
        perAccount: e.AUTH_ATTEMPTS_PER_ACCOUNT,
        perIp: e.AUTH_ATTEMPTS_PER_IP,
        windowMs: e.AUTH_ATTEMPT_WINDOW_SECONDS * 1000,
      },
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : null,
    },
  };
}

/** Where each provider's API is, unless SMS_BASE_URL says otherwise. */
const SMS_BASE_URLS = {
  ssl_wireless: 'https://smsplus.sslwireless.com/api/v3',
  bulksmsbd: 'https://bulksmsbd.net/api',
} as const;

/** A query string's pairs, in order (`a=1&b=2`). */
const pairsOf = (query: string | undefined): [string, string][] => [...new URLSearchParams(query ?? '')];

function smsGatewayOf(e: z.infer<typeof ConfigSchema>): SmsGatewayConfig | null {
  const apiKey = e.SMS_API_KEY ?? '';
  const senderId = e.SMS_SENDER_ID ?? '';
  switch (e.SMS_PROVIDER) {
    case 'none':
      return null;
    case 'ssl_wireless':
      return {
        provider: 'ssl_wireless',
        baseUrl: e.SMS_BASE_URL ?? SMS_BASE_URLS.ssl_wireless,
        apiToken: apiKey,
        sid: senderId,
      };
    case 'bulksmsbd':
      return { provider: 'bulksmsbd', baseUrl: e.SMS_BASE_URL ?? SMS_BASE_URLS.bulksmsbd, apiKey, senderId };
    case 'http': {
      const [yes = '1', no = '0'] = e.SMS_HTTP_UNICODE.split(',');
      return {
        provider: 'http',
        url: e.SMS_BASE_URL ?? '',
        method: e.SMS_HTTP_METHOD,
        postAs: e.SMS_HTTP_POST_AS,
        fields: pairsOf(e.SMS_HTTP_FIELDS),
        headers: pairsOf(e.SMS_HTTP_HEADERS),
        unicode: { yes, no },
        success: answerRuleOf(e.SMS_HTTP_SUCCESS) ?? { kind: 'status', status: '2xx' },
        invalidNumber: e.SMS_HTTP_INVALID_NUMBER ? answerRuleOf(e.SMS_HTTP_INVALID_NUMBER) : null,
        idPath: e.SMS_HTTP_ID ?? null,
        apiKey,
        senderId,
      };
    }
  }
}
