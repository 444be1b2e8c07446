import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CHECKOUT_PAYMENT_METHODS, COD_DECISIONS, type CodDecision } from '@haat/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { codAssessments, orders, outboxMessages, paymentProofs } from '../db/schema';

/** Where the metrics port answers; the shop's own port answers 404 there, never the web app. */
export const METRICS_PATH = '/metrics';

/** The route label of requests no route took: the web app's page addresses (200) and not found (404). */
export const UNROUTED = '(unrouted)';
/** The route label of files: the web build's (each a route of its own) and uploads. */
export const FILES = '(files)';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metrics, for work done outside requests (the unpaid-order round); null when off. */
    shopMetrics: ShopMetrics | null;
  }
}

export type ShopMetrics = {
  /** This process's metrics (for AggregatorRegistry.setRegistries, should one process answer for several). */
  registry: Registry;
  /** Counts an order a shopper placed and its total; not one answered again for a repeated request. */
  orderPlaced(paymentMethod: string, totalTaka: number): void;
  /** Counts a sign-in refused, by why. */
  signInRefused(reason: 'wrong_password' | 'too_many_attempts'): void;
  /** Counts orders cancelled because they were not paid in time. */
  unpaidOrdersCancelled(count: number): void;
  /** Counts a message of the outbox this process sent. */
  messageSent(channel: 'mail' | 'sms'): void;
  /** Counts an attempt that failed (the message is tried again later). */
  messageAttemptFailed(channel: 'mail' | 'sms'): void;
  /** Counts a message given up on after a day of attempts, or refused for good by the provider. */
  messageFailed(channel: 'mail' | 'sms'): void;
  /** Counts a message held back by its recipient's limits (an SMS number texted too often). */
  messageHeld(channel: 'mail' | 'sms'): void;
  /** Counts an attempt counted in this process because Redis was away. */
  rateLimitCountedLocally(): void;
  /** Counts a decision of the COD guard on an order paid on delivery, a refusal's too. */
  codDecided(decision: CodDecision): void;
};

/**
 * The route a request is counted under: the pattern of an API call (`/api/v1/products/:id`), never
 * the address itself, so that the labels stay few whatever addresses people try.
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return UNROUTED;
  return route.startsWith('/api/') ? route : FILES;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `token` as a bearer token. The two are compared as
 * SHA-256 digests in constant time, so the time taken tells neither the token's length nor how
 * much of a guess was right.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer +(\S+)$/i)?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics of this process, when `config.metrics` asks for them: request durations,
 * orders placed, payment proofs waiting, the PostgreSQL pool's use and Node's own (event-loop lag,
 * memory, CPU, garbage collection). They are served on a port of their own, which opens when the
 * app is ready and closes with it; each process has its registry, so each is scraped on its own.
 */
export function openMetrics(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): ShopMetrics | null {
  if (!config.metrics) return null;
  const { port, token } = config.metrics;
  const registry = new Registry();
  const registers = [registry];
  // Without a prefix: Node's usual names (nodejs_eventloop_lag_seconds…), as ready-made dashboards expect.
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters (`_total`), which Prometheus's own lint refuses; the same figures
  // by type remain as nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
  for (const misnamed of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(misnamed);

  const requestDuration = new Histogram({
    name: 'haat_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { route: routeLabel(request), method: request.method, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const ordersPlaced = new Counter({
    name: 'haat_orders_placed_total',
    help: 'Orders shoppers placed, by payment method; a repeated request answered with its earlier order is not counted.',
    labelNames: ['payment_method'],
    registers,
  });
  // Every method from 0, so that the first order of each shows as an increase.
  for (const method of CHECKOUT_PAYMENT_METHODS) ordersPlaced.inc({ payment_method: method }, 0);

  const revenue = new Counter({
    name: 'haat_revenue_bdt_total',
    help: 'The totals of orders shoppers placed, in taka, by payment method (cancellations and refunds are not taken off).',
    labelNames: ['payment_method'],
    registers,
  });
  for (const method of CHECKOUT_PAYMENT_METHODS) revenue.inc({ payment_method: method }, 0);
  const signInRefusals = new Counter({
    name: 'haat_sign_in_refusals_total',
    help: 'Sign-ins refused: a wrong email or password, or too many attempts.',
    labelNames: ['reason'],
    registers,
  });
  for (const reason of ['wrong_password', 'too_many_attempts']) signInRefusals.inc({ reason }, 0);
  const unpaidCancelled = new Counter({
    name: 'haat_unpaid_orders_cancelled_total',
    help: 'Orders cancelled because no payment, or delivery fee asked first, came in time.',
    registers,
  });

  const messagesSent = new Counter({
    name: 'haat_messages_sent_total',
    help: 'Messages of the outbox (mail, SMS) this process sent, by channel.',
    labelNames: ['channel'],
    registers,
  });
  const attemptsFailed = new Counter({
    name: 'haat_message_attempts_failed_total',
    help: 'Attempts to send a message that failed and will be tried again, by channel.',
    labelNames: ['channel'],
    registers,
  });
  const messagesFailed = new Counter({
    name: 'haat_messages_failed_total',
    help: 'Messages given up on after a day of attempts or refused for good (the back office can send them again), by channel.',
    labelNames: ['channel'],
    registers,
  });
  const messagesHeld = new Counter({
    name: 'haat_messages_held_total',
    help: "Messages held back, not sent, because their recipient's limits were reached (SMS per number), by channel.",
    labelNames: ['channel'],
    registers,
  });
  for (const channel of ['mail', 'sms']) {
    messagesSent.inc({ channel }, 0);
    attemptsFailed.inc({ channel }, 0);
    messagesFailed.inc({ channel }, 0);
    messagesHeld.inc({ channel }, 0);
  }
  outboxGauges(registers, database, app.log);

  const localCounts = new Counter({
    name: 'haat_rate_limit_local_counts_total',
    help: "Attempts (sign-in, sign-up, mail) counted in this process's memory because Redis was away.",
    registers,
  });

  const codDecisions = new Counter({
    name: 'haat_cod_guard_decisions_total',
    help: 'Decisions of the COD guard on orders paid on delivery, by decision (passed, held, advance, needs_code, online_only, blocked, daily_limit).',
    labelNames: ['decision'],
    registers,
  });
  for (const decision of COD_DECISIONS) codDecisions.inc({ decision }, 0);
  codOutcomeGauge(registers, database, app.log);

  proofGauges(registers, database, app.log);
  if (database.kind === 'postgres') poolGauges(registers, database.pool);

  const server = createServer((request, response) => {
    void answerScrape(request, response, { registry, token, log: app.log });
  });
  // Without a token, only this machine may read: the metrics tell order counts and revenue.
  app.addHook('onReady', async () => listen(server, port, token ? config.host : '127.0.0.1'));
  app.addHook('onClose', async () => close(server));

  return {
    registry,
    orderPlaced: (paymentMethod, totalTaka) => {
      ordersPlaced.inc({ payment_method: paymentMethod });
      revenue.inc({ payment_method: paymentMethod }, totalTaka);
    },
    signInRefused: (reason) => signInRefusals.inc({ reason }),
    unpaidOrdersCancelled: (count) => unpaidCancelled.inc(count),
    messageSent: (channel) => messagesSent.inc({ channel }),
    messageAttemptFailed: (channel) => attemptsFailed.inc({ channel }),
    messageFailed: (channel) => messagesFailed.inc({ channel }),
    messageHeld: (channel) => messagesHeld.inc({ channel }),
    rateLimitCountedLocally: () => localCounts.inc(),
    codDecided: (decision) => codDecisions.inc({ decision }),
  };
}

/** How the orders the COD guard let through (passed, released from review, paid ahead) ended, over 30 days. */
function codOutcomeGauge(registers: Registry[], database: DatabaseHandle, log: FastifyBaseLogger) {
  const outcome = sql<string>`case
    when ${orders.status} in ('delivered', 'completed') then 'delivered'
    when ${orders.status} in ('returning', 'returned') then 'refused'
    when ${orders.status} = 'cancelled' then 'cancelled'
    else 'open' end`;
  new Gauge({
    name: 'haat_cod_guard_outcomes',
    help: 'Orders paid on delivery the COD guard assessed in the last 30 days and placed, by its decision and how they ended (delivered, refused, cancelled, open).',
    labelNames: ['decision', 'outcome'],
    registers,
    aggregator: 'max',
    async collect() {
      try {
        const rows = await database.db
          .select({ decision: codAssessments.decision, outcome, n: count() })
          .from(codAssessments)
          .innerJoin(orders, eq(orders.id, codAssessments.orderId))
          .where(sql`${codAssessments.createdAt} > now() - interval '30 days'`)
          .groupBy(codAssessments.decision, outcome);
        this.reset();
        for (const row of rows) this.set({ decision: row.decision, outcome: row.outcome }, row.n);
      } catch (error) {
        log.warn({ err: error }, 'metrics: counting the COD guard’s outcomes failed');
      }
    },
  });
}

/** The outbox's messages queued and not yet sent, and how long the oldest has waited, when Prometheus asks. */
function outboxGauges(registers: Registry[], database: DatabaseHandle, log: FastifyBaseLogger) {
  async function countQueued(): Promise<{ queued: number; oldest: number }> {
    try {
      const [row] = await database.db
        .select({
          queued: count(),
          oldest: sql<number | null>`extract(epoch from now() - min(${outboxMessages.createdAt}))::float8`,
        })
        .from(outboxMessages)
        .where(inArray(outboxMessages.status, ['waiting', 'sending']));
      return { queued: row?.queued ?? 0, oldest: row?.oldest ?? 0 };
    } catch (error) {
      log.warn({ err: error }, 'metrics: counting the messages queued failed');
      return { queued: Number.NaN, oldest: Number.NaN };
    }
  }
  new Gauge({
    name: 'haat_messages_queued',
    help: 'Messages of the outbox queued and not yet sent (waiting or being sent); NaN when the database did not answer.',
    registers,
    aggregator: 'max',
    async collect() {
      this.set((await countQueued()).queued);
    },
  });
  new Gauge({
    name: 'haat_messages_oldest_queued_seconds',
    help: 'How long the oldest message not yet sent has waited, 0 when none waits.',
    registers,
    aggregator: 'max',
    async collect() {
      this.set((await countQueued()).oldest);
    },
  });
}

/** The proofs waiting for the operator's check, counted when Prometheus asks. */
function proofGauges(registers: Registry[], database: DatabaseHandle, log: FastifyBaseLogger) {
  async function countWaiting(): Promise<{ waiting: number; oldest: number }> {
    try {
      const [row] = await database.db
        .select({
          waiting: count(),
          oldest: sql<number | null>`extract(epoch from now() - min(${paymentProofs.createdAt}))::float8`,
        })
        .from(paymentProofs)
        .where(eq(paymentProofs.status, 'submitted'));
      return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? 0 };
    } catch (error) {
      // The other metrics still answer; NaN says these are unknown rather than repeating old numbers.
      log.warn({ err: error }, 'metrics: counting the payment proofs waiting failed');
      return { waiting: Number.NaN, oldest: Number.NaN };
    }
  }
  // A scrape collects every metric at once: both gauges share one query.
  let counting: ReturnType<typeof countWaiting> | undefined;
  const counted = () => {
    counting ??= countWaiting().finally(() => {
      counting = undefined;
    });
    return counting;
  };
  // Every process reads the same numbers from the one database: when processes are added up
  // (node:cluster's AggregatorRegistry), the largest is the answer, not the sum.
  new Gauge({
    name: 'haat_payment_proofs_waiting',
    help: 'Payment proofs waiting for the operator’s check; NaN when the database did not answer.',
    registers,
    aggregator: 'max',
    async collect() {
      this.set((await counted()).waiting);
    },
  });
  new Gauge({
    name: 'haat_payment_proofs_oldest_waiting_seconds',
    help: 'How long the oldest payment proof still waiting has waited, 0 when none waits; NaN when the database did not answer.',
    registers,
    aggregator: 'max',
    async collect() {
      this.set((await counted()).oldest);
    },
  });
}

/** The PostgreSQL pool's use as client.ts counts it. */
function poolGauges(registers: Registry[], pool: Extract<DatabaseHandle, { kind: 'postgres' }>['pool']) {
  new Gauge({
    name: 'haat_db_pool_size',
    help: 'The most connections this process opens to PostgreSQL.',
    registers,
    collect() {
      this.set(pool.size);
    },
  });
  new Gauge({
    name: 'haat_db_queries_in_flight',
    help: 'Statements this process has sent to PostgreSQL and not yet had answered.',
    registers,
    collect() {
      this.set(pool.queriesInFlight);
    },
  });
  new Gauge({
    name: 'haat_db_transactions_open',
    help: 'Transactions under way in this process, each holding a PostgreSQL connection of its own or waiting for one.',
    registers,
    collect() {
      this.set(pool.transactionsOpen);
    },
  });
}

type ScrapeOptions = { registry: Registry; token: string | undefined; log: FastifyBaseLogger };

/** The metrics port: GET /metrics, with the bearer token when one is set; nothing else. */
async function answerScrape(
  request: IncomingMessage,
  response: ServerResponse,
  { registry, token, log }: ScrapeOptions,
) {
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    // Numbers of this moment: no cache may answer with them later.
    response.writeHead(status, { 'cache-control': 'no-store', 'content-type': 'text/plain', ...headers });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  if (request.url?.split('?')[0] !== METRICS_PATH)
    return send(404, `Not found: the metrics are at ${METRICS_PATH}\n`);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return send(405, 'Method not allowed\n', { allow: 'GET, HEAD' });
  if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
    // Who tried, never what they sent.
    log.warn(
      { remoteAddress: request.socket.remoteAddress },
      'metrics refused: wrong or missing bearer token',
    );
    return send(401, 'Unauthorized\n', { 'www-authenticate': 'Bearer realm="metrics"' });
  }
  try {
    send(200, await registry.metrics(), { 'content-type': registry.contentType });
  } catch (error) {
    log.error({ err: error }, 'metrics: collecting failed');
    send(500, 'Collecting the metrics failed\n');
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  // Prometheus keeps its connection open between scrapes; shutting down does not wait for it.
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
