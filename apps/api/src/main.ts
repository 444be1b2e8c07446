import { buildApp, openShopDependencies } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_LOGINS, seedDemoShop } from './db/seed/demo';
import { DataDirInUse } from './lib/data-dir-lock';
import { createUnpaidOrderSweep } from './modules/orders/unpaid-orders';

const SHUTDOWN_GRACE_MS = 10_000;
const MAINTENANCE_EVERY_MS = 6 * 60 * 60 * 1000;
/** How often orders left unpaid too long are looked for (docs/decisions.md). */
const UNPAID_SWEEP_EVERY_MS = 5 * 60 * 1000;

async function main() {
  const config = loadConfig();
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

  const unpaidOrders = createUnpaidOrderSweep({ db: deps.database.db });
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
  const database = deps.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    `  Haat is open at ${config.publicUrl}  (database: ${database})`,
    ...(config.seedDemo
      ? [
          '  Demo logins:',
          `    shopper  ${DEMO_LOGINS.shopper.email}  /  ${DEMO_LOGINS.shopper.password}`,
          `    admin    ${DEMO_LOGINS.admin.email}  /  ${DEMO_LOGINS.admin.password}`,
        ]
      : []),
    // Without a mail server the links people need (verify, reset) are in these files and the log.
    ...(config.mail.smtpUrl
      ? []
      : [`  Mail is not sent (no SMTP_URL): each message is written to ${config.mail.outboxDir}`]),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
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
