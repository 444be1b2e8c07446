import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { MAX_BOOKINGS_AT_ONCE } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { lockDataDir } from './lib/data-dir-lock';
import {
  memoryRateLimitStore,
  type RateLimitStore,
  type RateLimitsKeptIn,
  redisWithFallback,
} from './lib/rate-limit-store';
import { createMailer } from './mail/mailer';
import { createAddressBook } from './modules/account/address-book';
import { addressesPlugin } from './modules/account/address-routes';
import { accountPlugin } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { auditLogAdminRouter } from './modules/audit/admin-routes';
import { createAuditLog } from './modules/audit/service';
import { createEmailLinks } from './modules/auth/email-links';
import { createGoogleSignIn } from './modules/auth/google';
import { createAccountLimits } from './modules/auth/limits';
import { authPlugin } from './modules/auth/routes';
import { deriveKey, loadShopSecret } from './modules/auth/secret';
import { createAuthService } from './modules/auth/service';
import { cartPlugin } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { createAdminCategories } from './modules/catalogue/admin-categories';
import { createAdminProducts } from './modules/catalogue/admin-products';
import { catalogueAdminPlugin } from './modules/catalogue/admin-routes';
import { createPublicAnswers } from './modules/catalogue/public-answers';
import { cataloguePlugin } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { healthRouter } from './modules/health/routes';
import { createHealthChecks } from './modules/health/service';
import { createAdminMessages } from './modules/messages/admin-messages';
import { messagesAdminRouter } from './modules/messages/admin-routes';
import { createOrderSmsComposers } from './modules/messages/order-sms';
import {
  type ChannelTransport,
  type Composer,
  createMessageSender,
  type MessageCounters,
} from './modules/messages/sender';
import { smsGatewayOf, smsTransport } from './modules/messages/sms';
import { smsLimitsAdmission } from './modules/messages/sms/limits';
import { createAdminOrders } from './modules/orders/admin-orders';
import { createAdminReturns } from './modules/orders/admin-returns';
import { dashboardAdminRouter, ordersAdminPlugin } from './modules/orders/admin-routes';
import { createDashboard } from './modules/orders/dashboard';
import { createPaymentChecks } from './modules/orders/payment-checks';
import { ORDER_PLACED_TOPIC } from './modules/orders/place-order';
import { createRefunds } from './modules/orders/refunds';
import { ordersPlugin } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createStatements } from './modules/orders/statements';
import { createAdminPromotions } from './modules/promotions/admin-promotions';
import { promotionsAdminRouter } from './modules/promotions/admin-routes';
import { createPromotions } from './modules/promotions/service';
import { createFeedItems } from './modules/public-pages/feeds';
import { createPublicPages } from './modules/public-pages/pages';
import { createPreviewPictures } from './modules/public-pages/preview-pictures';
import { publicPagesPlugin } from './modules/public-pages/routes';
import { createSitemaps } from './modules/public-pages/sitemaps';
import { reviewsPlugin } from './modules/reviews/routes';
import { createReviews } from './modules/reviews/service';
import { createAdminRisk } from './modules/risk/admin-risk';
import { riskAdminRouter } from './modules/risk/admin-routes';
import { createCodRefusals } from './modules/risk/cod-refusals';
import { createPhoneVerification } from './modules/risk/phone-verification';
import { phoneVerificationPlugin } from './modules/risk/routes';
import { settingsAdminRouter } from './modules/settings/admin-routes';
import { createAdminSettings } from './modules/settings/admin-settings';
import { createPublicSettings } from './modules/settings/public-settings';
import { publicSettingsPlugin } from './modules/settings/routes';
import { payoutsAdminPlugin, shippingAdminRouter } from './modules/shipping/admin-routes';
import { createAdminShipping } from './modules/shipping/admin-shipping';
import { createBookings } from './modules/shipping/bookings';
import { couriersOf } from './modules/shipping/couriers';
import { createParcelJobs } from './modules/shipping/parcel-jobs';
import { bookingRefusal } from './modules/shipping/parcels';
import { createPayouts } from './modules/shipping/payouts';
import { shippingWebhooksPlugin } from './modules/shipping/routes';
import { shipmentsOfOrder } from './modules/shipping/shipment-views';
import { createTracking, shopperParcelOf } from './modules/shipping/tracking';
import { trackingRouter } from './modules/shipping/tracking-routes';
import { pathaoWebhook, steadfastWebhook } from './modules/shipping/webhooks';
import { wishlistPlugin } from './modules/wishlist/routes';
import { createWishlistService } from './modules/wishlist/service';
import { contractRouterOptions } from './plugins/contract';
import { errorsPlugin, sendFrameworkError } from './plugins/errors';
import { openMetrics, type ShopMetrics } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';
import { createLocalStorage, type FileStorage } from './storage';

/**
 * Powerful browser features no page of the shop uses, turned off for it and anything it embeds:
 * a script slipped in cannot ask for the camera or the shopper's location. Sharing and copying a
 * link (the product page's Share) are not among them.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** What the shop runs on: made by `openShopDependencies`, or by a test. */
export type ShopDependencies = {
  database: DatabaseHandle;
  storage: FileStorage;
  /** Counters of rate limits (sign-in attempts, mail); Redis when REDIS_URL is set, else this process's memory. */
  rateLimits?: RateLimitStore;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
};

export async function openShopDependencies(config: Config): Promise<ShopDependencies> {
  // Embedded PGlite has one writer: a second process on the same folder would lose writes, so it stops
  // here. Processes sharing one PostgreSQL server need no lock.
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  ).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  if (lock) {
    // The lock goes only once the database is closed and written out.
    const close = database.close;
    database.close = () => close().finally(() => lock.release());
  }
  const uploads = path.join(config.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  return { database, storage: createLocalStorage(uploads) };
}

/** Where the database announces every change to what the catalogue shows (migration 0016). */
const CATALOGUE_CHANNEL = 'haat_catalogue';

/** An address as the log may keep it: the value of a `token` parameter (a session or a link's secret) is left out. */
function loggableUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

function loggerOptions(
  config: Config,
  stream: ShopDependencies['logStream'],
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
    ...(config.logPretty && !stream
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * A request's id: the one a proxy in front gave (`x-request-id`), when it is a plain token of at most
 * 64 letters, digits, dots, dashes or underscores (anything else could forge log lines), or a new one.
 */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * The whole shop as a Fastify instance that does not listen: `main.ts` listens, tests inject.
 * Closing the app closes the database it was given.
 */
export async function buildApp(config: Config, deps: ShopDependencies) {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // Every log line of a request carries its id (reqId), and the answer says it (x-request-id).
    genReqId: requestIdOf,
    frameworkErrors: sendFrameworkError,
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
  });
  const { database, storage } = deps;
  app.addHook('onClose', async () => database.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // Prometheus metrics on a port of their own, when METRICS_PORT is set; null otherwise.
  const metrics = openMetrics(app, config, database);
  app.decorate('shopMetrics', metrics);
  const rateLimits: KeptRateLimits = deps.rateLimits
    ? { ...deps.rateLimits, keptIn: () => 'process' }
    : openRateLimitStore(app, config, metrics);
  // A shop reached over plain HTTP (a phone on the same network, by the computer's address) must
  // not be told to upgrade every request to https: nothing would load.
  const https = config.publicUrl.startsWith('https:');

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  const secret = await loadShopSecret(config.auth.jwtSecret, config.dataDir);
  await app.register(fastifyCookie, { secret: deriveKey(secret, 'cookie') });
  const { db } = database;
  const origin = new URL(config.publicUrl).origin;
  await app.register(sessionPlugin, {
    tokenKey: deriveKey(secret, 'session-token'),
    issuer: origin,
    audience: `${origin}/api`,
    tokenTtlSeconds: config.auth.tokenTtlSeconds,
    db,
  });

  const s = initServer();
  const routerOptions = contractRouterOptions(config);
  await app.register(
    s.plugin(healthRouter(createHealthChecks({ db, kind: database.kind }), rateLimits.keptIn)),
    routerOptions,
  );
  const catalogue = createCatalogueService({
    db: database.adHocDb,
    prepared: database.db,
    plannedOnce: database.plannedOnceDb,
    storage,
  });
  const answers = createPublicAnswers({ maxBytes: config.catalogueMemoryBytes });
  const forgetCatalogue = () => {
    answers.forgetAll();
    catalogue.forgetCatalogue();
  };
  // Whichever process changed the catalogue, each drops what it kept (migration 0016's triggers)...
  const stopListening = await database.listen(CATALOGUE_CHANNEL, forgetCatalogue);
  app.addHook('preClose', async () => {
    await stopListening().catch(() => {});
  });
  // ...and the one that changed it at once, before its answer goes out, so that whoever made the
  // change sees it on their next read, however late the notice comes.
  const forgetCatalogueAfterChanges = (scope: FastifyInstance) =>
    scope.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) forgetCatalogue();
    });
  await app.register(cataloguePlugin(catalogue, answers, routerOptions));
  const { sessions } = app;
  const emailLinks = createEmailLinks({ db, publicUrl: config.publicUrl });
  const limits = createAccountLimits(rateLimits, config.auth.attempts);
  const auth = createAuthService({ db, limits, sessions, emailLinks, counters: metrics });
  const account = createAccountService({ db, emailLinks, requestEmailChange: auth.requestEmailChange });
  const google = config.auth.google
    ? createGoogleSignIn({
        google: config.auth.google,
        publicUrl: config.publicUrl,
        db,
        sessions,
        emailLinks,
      })
    : null;
  await app.register(
    authPlugin({ auth, profile: account.profile, google, secureCookies: https }, routerOptions),
  );
  await app.register(accountPlugin(account, routerOptions));
  await app.register(addressesPlugin(createAddressBook({ db }), routerOptions));
  await app.register(
    phoneVerificationPlugin(
      createPhoneVerification({ db, rateLimits, key: deriveKey(secret, 'phone-code') }),
      routerOptions,
    ),
  );
  await app.register(publicSettingsPlugin(createPublicSettings({ db }), routerOptions));
  const promotions = createPromotions({ db });
  // The couriers the shop books with (their keys set in the environment): an order shows its parcel.
  const couriers = couriersOf(config.couriers, { db, log: app.log });
  const orders = createOrdersService({
    db,
    transactionEndingWith: database.transactionEndingWith,
    storage,
    promotions,
    publicUrl: config.publicUrl,
    counters: metrics,
    parcelOf: (orderId) => shopperParcelOf(db, couriers, orderId),
    codRefusals: createCodRefusals({ db, rateLimits }),
  });
  await startMessageSender(app, config, database, {
    composers: {
      mail: { [ORDER_PLACED_TOPIC]: (orderId) => orders.confirmationMail(orderId) },
      sms: createOrderSmsComposers({ db, publicUrl: config.publicUrl }),
    },
    counters: metrics,
  });
  const reviewsService = createReviews({ db, storage });
  // Orders take and give back stock, reviews change a product's rating.
  await app.register(async (stockAndRatings) => {
    forgetCatalogueAfterChanges(stockAndRatings);
    await stockAndRatings.register(ordersPlugin(orders, routerOptions));
    await stockAndRatings.register(reviewsPlugin(reviewsService, routerOptions));
  });
  await app.register(cartPlugin(createCartService({ db, storage, promotions }), routerOptions));
  await app.register(wishlistPlugin(createWishlistService({ db, storage }), routerOptions));

  // Couriers: bookings sent and silent parcels asked after in the background, news by webhook.
  const bookings = createBookings({ db, couriers, log: app.log });
  const parcelJobs = createParcelJobs({ db, couriers, bookings, log: app.log });
  app.addHook('onReady', async () => parcelJobs.start());
  app.addHook('preClose', async () => parcelJobs.stop());
  await app.register(
    shippingWebhooksPlugin({
      steadfast: steadfastWebhook({ db, token: config.couriers.steadfast?.webhookToken, log: app.log }),
      pathao: pathaoWebhook({ db, secret: config.couriers.pathao?.webhookSecret, log: app.log }),
    }),
  );
  await app.register(trackingRouter(createTracking({ db, couriers, rateLimits })), routerOptions);

  // The operator's calls, in one scope; the session plugin refuses each to anyone but an operator.
  const paymentChecks = createPaymentChecks({ db, storage, publicUrl: config.publicUrl });
  const adminOrders = createAdminOrders({
    db,
    orders,
    paymentChecks,
    publicUrl: config.publicUrl,
    shipping: {
      shipmentsOf: (order) => shipmentsOfOrder(db, couriers, order),
      mayBook: (order) => bookingRefusal(order) === null,
    },
  });
  await app.register(async (admin) => {
    forgetCatalogueAfterChanges(admin);
    const statements = createStatements({ db, paymentChecks });
    const adminReturns = createAdminReturns({ db, storage, publicUrl: config.publicUrl });
    const refunds = createRefunds({ db, publicUrl: config.publicUrl });
    await admin.register(
      ordersAdminPlugin({ adminOrders, paymentChecks, statements, adminReturns, refunds }, routerOptions),
    );
    await admin.register(auditLogAdminRouter(createAuditLog({ db })), routerOptions);
    await admin.register(messagesAdminRouter(createAdminMessages({ db })), routerOptions);
    const categories = createAdminCategories({ db, storage });
    await admin.register(
      catalogueAdminPlugin({ products: createAdminProducts({ db, storage }), categories }, routerOptions),
    );
    await admin.register(promotionsAdminRouter(createAdminPromotions({ db })), routerOptions);
    await admin.register(settingsAdminRouter(createAdminSettings({ db })), routerOptions);
    await admin.register(dashboardAdminRouter(createDashboard({ db })), routerOptions);
    const adminShipping = createAdminShipping({
      db,
      couriers,
      bookings,
      publicUrl: config.publicUrl,
      webhookSecrets: {
        steadfast: Boolean(config.couriers.steadfast?.webhookToken),
        pathao: Boolean(config.couriers.pathao?.webhookSecret),
      },
      ordersMatching: (filters) => adminOrders.bookableMatching(filters, MAX_BOOKINGS_AT_ONCE),
      afterRecording: () => void parcelJobs.wake(),
    });
    await admin.register(shippingAdminRouter(adminShipping), routerOptions);
    await admin.register(payoutsAdminPlugin(createPayouts({ db }), routerOptions));
    await admin.register(
      riskAdminRouter(createAdminRisk({ db, publicUrl: config.publicUrl })),
      routerOptions,
    );
  });

  await app.register(openApiPlugin);
  const pages = createPublicPages({ catalogue, reviewTally: reviewsService.tally, origin });
  await app.register(
    publicPagesPlugin({
      sitemaps: createSitemaps(db, origin),
      feedItems: createFeedItems(db, storage, origin),
      origin,
    }),
  );
  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    uploadsDir: storage.root,
    pages: { pages, answers, origin, pictures: createPreviewPictures(storage) },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

type KeptRateLimits = RateLimitStore & { keptIn(): RateLimitsKeptIn };

/**
 * The outbox's sender, mail through SMTP or the outbox folder and SMS through the provider or the
 * SMS outbox folder, within each number's limits, from when the app is ready to when it closes:
 * the round under way finishes before the mail thread stops. Every process runs one; the claims
 * in the database send each message once.
 */
async function startMessageSender(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  {
    composers,
    counters,
  }: {
    composers: Partial<Record<'mail' | 'sms', Record<string, Composer>>>;
    counters: MessageCounters | null;
  },
) {
  const mailer = createMailer(config.mail);
  const sendMail: ChannelTransport = async (message) => {
    const sent = await mailer.send({
      to: message.recipient,
      subject: message.subject,
      text: message.bodyText ?? '',
      html: message.bodyHtml ?? '',
    });
    return 'messageId' in sent ? sent.messageId : sent.file;
  };
  const sender = createMessageSender({
    database,
    transports: { mail: sendMail, sms: smsTransport(smsGatewayOf(config.sms)) },
    admissions: { sms: smsLimitsAdmission(database.db, config.sms.limits) },
    composers,
    log: app.log,
    counters,
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.stop();
    await mailer.close();
  });
}

/** With REDIS_URL, counters shared in Redis that fall back to this process's own while it is away. */
function openRateLimitStore(
  app: FastifyInstance,
  config: Config,
  metrics: ShopMetrics | null,
): KeptRateLimits {
  if (!config.redisUrl) return { ...memoryRateLimitStore(), keptIn: () => 'process' };
  const redis = new Redis(config.redisUrl, {
    // A command while Redis is away fails at once (and counts locally) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redisWithFallback(redis, `${config.redisKeyPrefix}limits:`, {
    away: (error) =>
      app.log.error(
        { err: error },
        'Redis is away: rate limits count in this process until it answers again',
      ),
    back: () => app.log.info('Redis answers again: rate limits are shared once more'),
    countedLocally: () => metrics?.rateLimitCountedLocally(),
  });
}
