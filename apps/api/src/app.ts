import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { initServer } from '@ts-rest/fastify';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { cataloguePlugin } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { healthRouter } from './modules/health/routes';
import { contractRouterOptions } from './plugins/contract';
import { errorsPlugin } from './plugins/errors';
import { webPlugin } from './plugins/web';
import { createLocalStorage, type FileStorage } from './storage';

/** What the shop runs on: made by `openShopDependencies`, or by a test. */
export type ShopDependencies = {
  database: DatabaseHandle;
  storage: FileStorage;
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
  });
  const { database, storage } = deps;
  app.addHook('onClose', async () => database.close());

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

  const s = initServer();
  const routerOptions = contractRouterOptions(config);
  await app.register(s.plugin(healthRouter(database.db, database.kind)), routerOptions);
  await app.register(cataloguePlugin(createCatalogueService({ db: database.db, storage }), routerOptions));

  await app.register(webPlugin, { webDistDir: config.webDistDir, uploadsDir: storage.root });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
