import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/app';
import { createCategory, createOrder, createProduct } from '../../test/factories';
import { databaseUrl } from '../../test/global-setup';
import { testDatabaseServerUrl } from '../../test/settings';
import { restoreMigratedPglite } from '../../test/shop-process';
import { openShopDependencies } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { orders, paymentProofs, products, users } from '../db/schema';
import { lockDataDir } from '../lib/data-dir-lock';
import { createLocalStorage, type FileStorage } from '../storage';
import { BackupRefused } from './backup-file';
import { backUpShop, restoreShop } from './backups';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
/** Each test opens and writes whole embedded databases, several times: slow on a busy machine. */
const ROUND_TRIP_TIMEOUT_MS = 240_000;

const tempDirs: string[] = [];
afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `haat-${name}-`));
  tempDirs.push(dir);
  return dir;
}

const configFor = (dataDir: string, databaseUrl?: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** A DATA_DIR whose embedded database is migrated already (from the run's template). */
async function migratedDataDir(): Promise<string> {
  const dataDir = await tempDir('backup-data');
  await restoreMigratedPglite(path.join(dataDir, 'pglite'));
  return dataDir;
}

type Filled = { orderNumber: string; productName: string; proofKey: string; proof: Buffer };

/** A shopper's order paid by bKash, with its payment proof's picture, and a product with its own. */
async function fillShop(db: Database, storage: FileStorage): Promise<Filled> {
  const [shopper] = await db
    .insert(users)
    .values({ name: 'Rahima Begum', email: `rahima-${randomBytes(3).toString('hex')}@haat.test` })
    .returning();
  if (!shopper) throw new Error('no shopper');
  const category = await createCategory(db);
  const product = await createProduct(db, { categoryId: category.id, name: 'Indigo Panjabi', images: 1 });
  const order = await createOrder(db, {
    userId: shopper.id,
    paymentMethod: 'bkash',
    items: [{ productId: product.id, name: product.name }],
  });
  // Named as the shop names them: longer than the 100 characters of a plain tar header.
  const proofKey = `private/payment-proofs/${order.id}/${randomUUID()}.webp`;
  const proof = randomBytes(2048);
  await storage.put(proofKey, proof);
  await storage.put('products/indigo-panjabi-720.webp', randomBytes(1024));
  await db.insert(paymentProofs).values({
    orderId: order.id,
    userId: shopper.id,
    transactionId: `TX${randomBytes(4).toString('hex')}`,
    method: 'bkash',
    amount: order.total,
    screenshotKey: proofKey,
    senderNumber: '01700000000',
    senderName: 'Rahima Begum',
    paymentDate: '2026-11-20',
  });
  return { orderNumber: order.orderNumber, productName: product.name, proofKey, proof };
}

/** Changes made after the backup: the order is gone, the product renamed, a new picture uploaded. */
async function changeShop(db: Database, storage: FileStorage, filled: Filled): Promise<void> {
  await db.delete(orders).where(eq(orders.orderNumber, filled.orderNumber));
  await db.update(products).set({ name: 'Renamed after the backup' });
  await storage.put('products/after-the-backup.webp', randomBytes(512));
}

/** The shop as `fillShop` left it: the order, its payment proof and the proof's picture. */
async function expectShopAsBackedUp(db: Database, storage: FileStorage, filled: Filled): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, filled.orderNumber));
  expect(order?.paymentMethod).toBe('bkash');
  const proofs = await db
    .select({ key: paymentProofs.screenshotKey })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, order?.id ?? ''));
  expect(proofs).toEqual([{ key: filled.proofKey }]);
  expect(await storage.read(filled.proofKey)).toEqual(filled.proof);
  expect((await db.select({ name: products.name }).from(products)).map((row) => row.name)).toContain(
    filled.productName,
  );
  expect(await storage.read('products/after-the-backup.webp')).toBeNull();
}

const uploadsOf = (dataDir: string) => createLocalStorage(path.join(dataDir, 'uploads'));

describe.skipIf(testDatabaseKind === 'postgres')(
  'pnpm backup and pnpm restore on the embedded database',
  () => {
    it(
      'restores the orders, payment proofs and pictures, on a new machine and over a changed shop',
      async () => {
        const dataDir = await migratedDataDir();
        const config = configFor(dataDir);
        let shop = await openShopDependencies(config);
        const filled = await fillShop(shop.database.db, shop.storage);
        await shop.database.close();
        await writeFile(path.join(dataDir, 'jwt-secret'), 'the secret of the shop that made the backup\n');

        const file = path.join(await tempDir('backups'), 'shop.tar');
        const made = await backUpShop(config, file);
        expect(made.manifest).toMatchObject({ database: 'pglite', uploads: 2 });
        expect((await stat(file)).mode & 0o777).toBe(0o600);
        expect(existsSync(path.join(dataDir, 'haat.lock'))).toBe(false);

        // A new machine: an empty DATA_DIR.
        const newDataDir = await tempDir('restored-data');
        const restored = await restoreShop(configFor(newDataDir), file);
        expect(restored.shop).toEqual({ accounts: 1, products: 1, orders: 1 });
        expect(existsSync(path.join(newDataDir, 'jwt-secret'))).toBe(false);
        shop = await openShopDependencies(configFor(newDataDir));
        await expectShopAsBackedUp(shop.database.db, shop.storage, filled);
        await shop.database.close();

        // The same shop, changed since: replaced only when asked to.
        shop = await openShopDependencies(config);
        await changeShop(shop.database.db, shop.storage, filled);
        await shop.database.close();
        const refused = restoreShop(config, file);
        await expect(refused).rejects.toThrow(BackupRefused);
        await expect(refused).rejects.toThrow('already holds 1 account, 1 product and 0 orders');
        await restoreShop(config, file, { force: true });
        shop = await openShopDependencies(config);
        await expectShopAsBackedUp(shop.database.db, shop.storage, filled);
        await shop.database.close();
        expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(
          'the secret of the shop that made the backup',
        );
      },
      ROUND_TRIP_TIMEOUT_MS,
    );

    it(
      'refuses while the shop runs, and refuses what is not a whole backup of this database',
      async () => {
        const dataDir = await migratedDataDir();
        const config = configFor(dataDir);
        const running = await lockDataDir(dataDir);
        const whileRunning = backUpShop(config, path.join(await tempDir('backups'), 'running.tar'));
        await expect(whileRunning).rejects.toThrow(BackupRefused);
        await expect(whileRunning).rejects.toThrow('with the shop stopped');
        await running.release();

        const backups = await tempDir('backups');
        const file = path.join(backups, 'shop.tar');
        await backUpShop(config, file);
        await expect(backUpShop(config, file)).rejects.toThrow(`${file} already exists`);

        const empty = configFor(await tempDir('restored-data'));
        await expect(restoreShop(empty, path.join(backups, 'missing.tar'))).rejects.toThrow(
          'There is no file',
        );
        const random = path.join(backups, 'random.tar');
        await writeFile(random, randomBytes(5000));
        await expect(restoreShop(empty, random)).rejects.toThrow('is not a backup made by pnpm backup');
        const toPostgres = configFor(await tempDir('restored-data'), 'postgres://nobody@127.0.0.1:1/haat');
        await expect(restoreShop(toPostgres, file)).rejects.toThrow(
          'is a backup of the embedded database, but DATABASE_URL points the shop at PostgreSQL',
        );
        const cut = path.join(backups, 'cut.tar');
        await writeFile(cut, await readFile(file));
        await truncate(cut, Math.floor((await stat(cut)).size / 2));
        await expect(restoreShop(empty, cut)).rejects.toThrow(/damaged or cut short|incomplete/);
        // Nothing was left behind by the refusals.
        expect(existsSync(path.join(empty.dataDir, 'pglite'))).toBe(false);
      },
      ROUND_TRIP_TIMEOUT_MS,
    );
  },
);

/** Runs `pnpm backup` or `pnpm restore` as pnpm does, in a process of its own. */
function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `src/scripts/${script}.ts`, ...args], {
    cwd: apiDir,
    env: { ...inherited, NODE_ENV: 'test', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

describe.skipIf(testDatabaseKind === 'postgres')('the commands', () => {
  it(
    'say what is wrong, without a stack, and exit with a failure',
    async () => {
      const dataDir = await migratedDataDir();
      const running = await lockDataDir(dataDir);
      const whileRunning = await runScript('backup', [], { DATA_DIR: dataDir });
      await running.release();
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toContain(`pid ${process.pid}`);
      expect(whileRunning.stderr).toContain('backed up and restored with the shop stopped');

      // A PATH without PostgreSQL's programs.
      const noPostgresPrograms = await runScript('backup', [path.join(dataDir, 'shop.tar')], {
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/haat',
        PATH: await tempDir('empty-path'),
      });
      expect(noPostgresPrograms.code).toBe(1);
      expect(noPostgresPrograms.stderr).toContain('pg_dump was not found');
      expect(existsSync(path.join(dataDir, 'shop.tar'))).toBe(false);

      const missing = await runScript('restore', [path.join(dataDir, 'missing.tar')], { DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      // A refusal, not a crash: it says so before pnpm's own line about the exit code.
      expect(missing.stderr).toBe(
        `There is no file ${path.join(dataDir, 'missing.tar')}.\nNothing was changed.\n`,
      );
      expect(whileRunning.stderr).toMatch(/Nothing was changed\.\n$/);

      const noFile = await runScript('restore', ['--force'], { DATA_DIR: dataDir });
      expect(noFile.code).toBe(2);
      expect(noFile.stderr).toContain('usage: pnpm restore <file> [--force]');

      for (const run of [whileRunning, noPostgresPrograms, missing, noFile]) {
        expect(run.stderr).not.toMatch(/^\s+at /m);
      }
    },
    ROUND_TRIP_TIMEOUT_MS,
  );
});

describe.runIf(testDatabaseKind === 'postgres')('pnpm backup and pnpm restore on PostgreSQL', () => {
  it(
    'restores into an empty database, refuses a running shop, and replaces a changed one only when asked',
    async () => {
      const serverUrl = testDatabaseServerUrl();
      const source = await openTestDatabase();
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      const target = `haat_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
      const targetUrl = databaseUrl(serverUrl, target);
      try {
        const dataDir = await tempDir('backup-data');
        const filled = await fillShop(source.database.db, uploadsOf(dataDir));
        await source.database.close();

        const file = path.join(await tempDir('backups'), 'shop.tar');
        const made = await backUpShop(configFor(dataDir, source.url), file);
        expect(made.manifest).toMatchObject({ database: 'postgres', uploads: 2 });

        const toEmbedded = configFor(await tempDir('restored-data'));
        await expect(restoreShop(toEmbedded, file)).rejects.toThrow(
          'is a backup of a PostgreSQL database, but DATABASE_URL is not set',
        );

        // A new server: an empty database (no template, not migrated) and an empty DATA_DIR.
        await admin.unsafe(`create database ${target}`);
        const newDataDir = await tempDir('restored-data');
        const config = configFor(newDataDir, targetUrl);
        const restored = await restoreShop(config, file);
        expect(restored.shop).toEqual({ accounts: 1, products: 1, orders: 1 });
        let database = await openDatabase({ url: targetUrl });
        await expectShopAsBackedUp(database.db, uploadsOf(newDataDir), filled);

        // The shop still running on it: refused, even with --force.
        await expect(restoreShop(config, file, { force: true })).rejects.toThrow(
          'The shop is running on postgres://',
        );
        await changeShop(database.db, uploadsOf(newDataDir), filled);
        await database.close();

        await expect(restoreShop(config, file)).rejects.toThrow(
          'already holds 1 account, 1 product and 0 orders',
        );
        await restoreShop(config, file, { force: true });
        database = await openDatabase({ url: targetUrl });
        await expectShopAsBackedUp(database.db, uploadsOf(newDataDir), filled);
        await database.close();
      } finally {
        await admin.unsafe(`drop database if exists ${target} with (force)`);
        await admin.end();
        await source.drop();
      }
    },
    ROUND_TRIP_TIMEOUT_MS,
  );
});

describe.skipIf(testDatabaseKind === 'postgres')('the backup file', () => {
  it('goes to DATA_DIR/backups by default, named by the time', async () => {
    const dataDir = await migratedDataDir();
    await mkdir(path.join(dataDir, 'uploads', 'private'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'private', 'half.webp.1234.partial'), 'half a picture');
    const made = await backUpShop(configFor(dataDir));
    expect(path.dirname(made.file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(made.file)).toMatch(/^haat-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
    // A picture still being written is not an upload yet.
    expect(made.manifest.uploads).toBe(0);
  });
});
