import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { initServer } from '@ts-rest/fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from './lib/attempts';
import { accountPlugin } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { createGoogleSignIn } from './modules/auth/google';
import { authPlugin } from './modules/auth/routes';
import { loadJwtSecret } from './modules/auth/secret';
import { createAuthService } from './modules/auth/service';
import { cartPlugin } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { cataloguePlugin } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { healthRouter } from './modules/health/routes';
import { ordersPlugin } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { wishlistPlugin } from './modules/wishlist/routes';
import { createWishlistService } from './modules/wishlist/service';
import { authPlugin as sessionPlugin } from './plugins/auth';
import { contractRouterOptions } from './plugins/contract';
import { errorsPlugin } from './plugins/errors';
import { webPlugin } from './plugins/web';
import { createLocalStorage, type FileStorage } from './storage';

/** What the shop runs on: made by `openShopDependencies`, or by a test. */
export type ShopDependencies = {
  database: DatabaseHandle;
  storage: FileStorage;
  /** Counters of sign-in attempts; Redis when REDIS_URL is set, else this process's memory. */
  attempts?: AttemptCounter;
};

export async function openShopDependencies(config: Config): Promise<ShopDependencies> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const uploads = path.join(config.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  return { database, storage: createLocalStorage(uploads) };
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * The whole shop as a Fastify instance that does not listen: `main.ts` listens, tests inject.
 * Closing the app closes the database it was given.
 */
export async function buildApp(config: Config, deps: ShopDependencies) {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
  });
  const { database, storage } = deps;
  app.addHook('onClose', async () => database.close());
  const attempts = deps.attempts ?? openAttemptCounter(app, config);

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
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  const secret = await loadJwtSecret(config.auth.jwtSecret, config.dataDir);
  await app.register(fastifyCookie, { secret });
  await app.register(sessionPlugin, {
    secret,
    tokenTtlSeconds: config.auth.tokenTtlSeconds,
    db: database.db,
  });

  const s = initServer();
  const routerOptions = contractRouterOptions(config);
  const { db } = database;
  await app.register(s.plugin(healthRouter(db, database.kind)), routerOptions);
  await app.register(cataloguePlugin(createCatalogueService({ db, storage }), routerOptions));
  const auth = createAuthService({
    db,
    attempts,
    limits: config.auth.attempts,
    signSessionToken: app.signSessionToken,
  });
  const google = config.auth.google
    ? createGoogleSignIn({
        google: config.auth.google,
        publicUrl: config.publicUrl,
        db,
        signSessionToken: app.signSessionToken,
      })
    : null;
  const secureCookies = config.publicUrl.startsWith('https:');
  await app.register(authPlugin({ auth, google, secureCookies }, routerOptions));
  await app.register(accountPlugin(createAccountService({ db }), routerOptions));
  await app.register(ordersPlugin(createOrdersService({ db, storage }), routerOptions));
  await app.register(cartPlugin(createCartService({ db, storage }), routerOptions));
  await app.register(wishlistPlugin(createWishlistService({ db, storage }), routerOptions));

  await app.register(webPlugin, { webDistDir: config.webDistDir, uploadsDir: storage.root });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function openAttemptCounter(app: FastifyInstance, config: Config): AttemptCounter {
  if (!config.redisUrl) return memoryAttemptCounter();
  const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redisAttemptCounter(redis);
}
