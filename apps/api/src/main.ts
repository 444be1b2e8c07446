import cluster from 'node:cluster';
import v8 from 'node:v8';
import { buildApp, openShopDependencies } from './app';
import { type Config, ConfigError, loadConfig, WORKER_PLACE } from './config';
import { DEMO_LOGINS, seedDemoShop } from './demo/shop';
import { DataDirInUse } from './lib/data-dir-lock';
import { createUnpaidOrderSweep } from './modules/orders/unpaid-orders';

/**
 * How far V8 lets its heap grow past what is alive before it collects: 1.5 times, where on a large
 * machine it lets it reach several times (an API process kept about 45 MB alive and held 230-290 MB
 * after a load; about 200 MB this way, its requests a second within the noise: docs/decisions.md).
 * Read by V8 at each collection, so it applies from here on; not a limit, so a burst that needs more
 * still gets it.
 */
const HEAP_GROWING_PERCENT = 50;
/**
 * The young generation's semi-spaces of each API process started under WORKERS, in MiB (V8's
 * default is 16): set as each starts, as V8 sizes them once. Under the shopping mix two processes
 * held 215 and 218 MiB with the default, 194 and 202 with 8, 188 and 187 with 4, for a few more
 * collections (docs/decisions.md).
 */
const WORKER_SEMI_SPACE_MB = 4;
const SHUTDOWN_GRACE_MS = 10_000;
const MAINTENANCE_EVERY_MS = 6 * 60 * 60 * 1000;
/** How often orders left unpaid too long are looked for (docs/decisions.md). */
const UNPAID_SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * With WORKERS above 1 this process only starts the API processes, which share its port (Node's
 * cluster hands each connection to one of them), starts a new one in place of one that dies, and
 * passes SIGTERM and SIGINT on to them all, ending once they have finished what they were doing.
 */
function superviseWorkers(config: Config) {
  let stopping = false;
  let alive = 0;
  const listened = new Set<number>();
  /** Which place each process holds (0 to WORKERS - 1): a replacement takes the place of the one it replaces. */
  const places = new Map<number, number>();
  const fork = (place: number) => {
    alive += 1;
    const worker = cluster.fork({ ...config.workerEnvironment, [WORKER_PLACE]: String(place) });
    places.set(worker.id, place);
  };
  cluster.on('listening', (worker) => {
    listened.add(worker.id);
    if (listened.size === config.workers)
      process.stdout.write(`${openingLines(config, `${config.workers} API processes`)}\n`);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive -= 1;
    if (stopping) {
      if (alive === 0) process.exit();
      return;
    }
    // One that never started says what is wrong (the database, a setting): starting it again would not help.
    if (!listened.has(worker.id)) {
      process.stderr.write('An API process could not start; stopping the others.\n');
      stopping = true;
      process.exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      if (alive === 0) process.exit(1);
      return;
    }
    process.stderr.write(`API process ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    fork(places.get(worker.id) ?? 0);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      // Each process gives itself SHUTDOWN_GRACE_MS; this one waits a moment longer for the last.
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2000).unref();
    });
  }
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`] });
  for (let place = 0; place < config.workers; place += 1) fork(place);
}

const isLoopback = (host: string) =>
  ['127.0.0.1', 'localhost', '::1'].includes(host) || host.startsWith('127.');

/** What a person starting the shop reads once it answers. */
function openingLines(config: Config, processes: string): string {
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Haat is open at ${config.publicUrl}  (database: ${database}; ${processes})`,
    ...(config.seedDemo
      ? [
          '  Demo logins:',
          `    shopper  ${DEMO_LOGINS.shopper.email}  /  ${DEMO_LOGINS.shopper.password}`,
          `    admin    ${DEMO_LOGINS.admin.email}  /  ${DEMO_LOGINS.admin.password}`,
        ]
      : []),
    ...(isLoopback(config.host)
      ? [
          `  Only this computer can open it (HOST=${config.host}); set HOST=0.0.0.0 to open it to your network.`,
        ]
      : config.seedDemo
        ? [
            `  Warning: HOST=${config.host} opens the shop to other machines with the demo's published passwords;`,
            '  set SEED_DEMO=false for a real shop, or change those passwords first.',
          ]
        : []),
    // Without a mail server the links people need (verify, reset) are in these files.
    ...(config.mail.smtpUrl
      ? []
      : [`  Mail is not sent (no SMTP_URL): each message is written to ${config.mail.outboxDir}`]),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    superviseWorkers(config);
    return;
  }
  const deps = await openShopDependencies(config);
  const app = await buildApp(config, deps);

  if (config.seedDemo) {
    const seeded = await seedDemoShop(deps, { log: (message) => app.log.info(message) });
    if (seeded)
      app.log.info(`demo shop seeded: ${seeded.products} products in ${seeded.categories} categories`);
  }
  await deps.database.maintain();
  const maintenance = setInterval(() => {
    deps.database
      .maintain()
      .catch((error: unknown) => app.log.error({ err: error }, 'database maintenance failed'));
  }, MAINTENANCE_EVERY_MS);
  maintenance.unref();
  app.addHook('onClose', async () => clearInterval(maintenance));

  const unpaidOrders = createUnpaidOrderSweep({ db: deps.database.db, counters: app.shopMetrics });
  const sweepUnpaidOrders = () =>
    unpaidOrders
      .sweep()
      .then((cancelled) => {
        if (cancelled.length) app.log.info({ orders: cancelled }, 'unpaid orders cancelled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'cancelling unpaid orders failed'));
  await sweepUnpaidOrders();
  const sweeping = setInterval(sweepUnpaidOrders, UNPAID_SWEEP_EVERY_MS);
  sweeping.unref();
  app.addHook('onClose', async () => clearInterval(sweeping));

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      const forced = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      forced.unref();
      // Closing reaps the connections idle at that moment; one whose answer was still under way
      // would otherwise be kept open by its client until the grace ran out.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  // Under a supervisor (WORKERS), it speaks once for all.
  if (cluster.isPrimary) process.stdout.write(`${openingLines(config, 'one API process')}\n`);
}

main().catch((error: unknown) => {
  // Mistakes of setup, not of code: the message says what to do, a stack would only hide it.
  if (error instanceof ConfigError || error instanceof DataDirInUse) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Haat could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
