// `pnpm bench` (and alone: `pnpm --filter @haat/api exec tsx bench/throughput.bench.ts`): requests a
// second the public catalogue answers over HTTP, beside a hello-world and the ceiling (Fastify with
// helmet and ETags answering page 1's JSON from memory), in one run, with the same load: 32
// connections from autocannon. The machine's pace drifts by a third within minutes, so each of
// Haat's answers is compared with the ceiling measured just before it. Haat runs as `pnpm start`
// runs it (security headers, ETags and request logs on) on PostgreSQL with BENCH_PRODUCTS products:
// BENCH_DATABASE_URL, or the database haat_bench on the local server, made and filled on first use.
// Writes docs/bench/; exits 1 when a target is missed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchDatabaseUrl,
  catalogueAddresses,
  haatCommand,
  pick,
  residentMiB,
  type Server,
  startServer,
  stopServer,
  writeBenchReport,
} from './processes';
import { BENCH_DATA_DIR, log, openBenchShop, PRODUCTS, THROUGHPUT_SECONDS as SECONDS } from './shop';

const CONNECTIONS = 32;
/** Share of the ceiling's requests a second to reach: one page many ask for, and addresses no cache holds. */
const TARGETS = { same: 0.6, random: 0.1 } as const;

type Row = {
  name: string;
  kind: 'reference' | 'same' | 'random';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** For Haat's answers: the ceiling's requests a second, measured just before. */
  ceilingRequestsPerSecond?: number;
};

/** Seconds the ceiling is loaded for before each of Haat's answers. */
const PAIRED_CEILING_SECONDS = 5;

/** Loads `origin` for `seconds` after a warm-up, each request's path from `nextPath`. */
async function load(
  name: string,
  kind: Row['kind'],
  origin: string,
  nextPath: () => string,
  seconds = SECONDS,
  warmUpSeconds = 2,
): Promise<Row> {
  const options = {
    url: origin,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
      },
    ],
  };
  await autocannon({ ...options, duration: warmUpSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    kind,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// The shop, filled once and kept; then the addresses the load asks for.
const databaseUrl = await benchDatabaseUrl();
const shop = await openBenchShop({ DATABASE_URL: databaseUrl, CATALOGUE_MEMORY_MB: '0' });
const { productIds, words, slugs: categorySlugs, postgresVersion } = await catalogueAddresses(shop.db);
await shop.app.close();

const someProduct = productIds[0] ?? '';
const sorts = ['default', 'popularity', 'newest', 'price-asc', 'price-desc', 'rating'];
/**
 * Random pages among the first 50 of each listing (1,200 to 1,600 products in): a page is found by
 * skipping those before it, which costs in proportion to its depth (docs/decisions.md).
 */
const randomPage = () => 1 + Math.floor(Math.random() * 50);
const randomListing = () => `/api/v1/products?sort=${pick(sorts)}&page=${randomPage()}&pageSize=24`;
const randomCategoryPage = () =>
  `/api/v1/products?category=${pick(categorySlugs)}&sort=${pick(sorts)}&page=${randomPage()}&pageSize=32`;
const randomSearch = () =>
  `/api/v1/products?search=${pick(words)}&page=${1 + Math.floor(Math.random() * 3)}&pageSize=24`;
const randomProduct = () => `/api/v1/products/${pick(productIds)}`;
const randomKinds = [randomListing, randomCategoryPage, randomSearch, randomProduct];

const scratch = await mkdtemp(path.join(os.tmpdir(), 'haat-throughput-'));
const rows: Row[] = [];
const origin = 'http://127.0.0.1:4911';
let ceiling: Server | undefined;
let haatMiB: number | null = null;
let uncachedMiB: number | null = null;
/** The sitemap's and feeds' sizes, how long each took, and the process's memory after it. */
const listings: { name: string; megabytes: number; seconds: number; residentMiBAfter: number | null }[] = [];
try {
  const startHaat = async (env: Record<string, string> = {}) =>
    startServer(
      'haat',
      await haatCommand(),
      {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: '4911',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        LOG_PRETTY: 'false',
        // The pictures the bench shop drew (the hero's among them) are there.
        DATA_DIR: BENCH_DATA_DIR,
        REDIS_URL: '',
        WORKERS: '1',
        ...env,
      },
      'http://127.0.0.1:4911/api/v1/health/ready',
    );
  const haat = await startHaat();
  const pageOne = '/api/v1/products?page=1&pageSize=24';
  const pageJson = path.join(scratch, 'page-1.json');
  await writeFile(pageJson, await (await fetch(`http://127.0.0.1:4911${pageOne}`)).text());

  const tsx = ['--import', 'tsx', 'bench/reference-server.ts'];
  const hello = await startServer('hello', [...tsx, 'hello', '4912'], {}, 'http://127.0.0.1:4912/');
  rows.push(await load('hello-world (bare Fastify)', 'reference', hello.url, () => '/'));
  await stopServer(hello);
  // The ceiling keeps running, idle while Haat is loaded.
  ceiling = await startServer('ceiling', [...tsx, 'ceiling', '4913', pageJson], {}, 'http://127.0.0.1:4913/');
  const ceilingUrl = ceiling.url;
  rows.push(await load('ceiling (helmet + ETag, JSON from memory)', 'reference', ceilingUrl, () => '/'));
  /** One of Haat's answers, with the ceiling measured just before it. */
  const haatRow = async (name: string, kind: 'same' | 'random', nextPath: () => string) => {
    const { requestsPerSecond } = await load(
      'ceiling',
      'reference',
      ceilingUrl,
      () => '/',
      PAIRED_CEILING_SECONDS,
      1,
    );
    rows.push({ ...(await load(name, kind, origin, nextPath)), ceilingRequestsPerSecond: requestsPerSecond });
  };

  const same: [string, string][] = [
    ['listing, page 1', pageOne],
    ['category page', `/api/v1/products?category=${categorySlugs[0]}&pageSize=32`],
    ['search', `/api/v1/products?search=${words[0]}&pageSize=24`],
    ['product', `/api/v1/products/${someProduct}`],
    ['categories', '/api/v1/categories'],
    ['shelf: top products', '/api/v1/products/top'],
    ['shelf: related', `/api/v1/products/${someProduct}/related`],
    ['hero picture', '/api/v1/hero-navbar/image-data'],
    // The HTML a link preview or a search engine reads: index.html with the product's head.
    ['product page HTML', `/product/${someProduct}`],
    ['product page HTML, Bengali', `/bn/product/${someProduct}`],
  ];
  for (const [name, address] of same) await haatRow(`same: ${name}`, 'same', () => address);
  haatMiB = await residentMiB(haat.process.pid);
  // The sitemap and the feeds of the whole catalogue: streamed from the database in batches, so the
  // process's memory stays where it was however many products there are.
  for (const [name, address] of [
    ['sitemap: products 1', '/sitemaps/products-1.xml'],
    ['feed: Google', '/feeds/google.xml'],
    ['feed: Meta', '/feeds/meta.csv'],
  ] as const) {
    const started = performance.now();
    const body = await (await fetch(`${origin}${address}`)).arrayBuffer();
    listings.push({
      name,
      megabytes: Math.round(body.byteLength / 10_485.76) / 100,
      seconds: Math.round(performance.now() - started) / 1000,
      residentMiBAfter: await residentMiB(haat.process.pid),
    });
  }
  await stopServer(haat);

  // Addresses no cache can hold: asked of a Haat that keeps none, each goes to the database.
  const uncached = await startHaat({ CATALOGUE_MEMORY_MB: '0' });
  await haatRow('random: listing pages, every sort', 'random', randomListing);
  await haatRow('random: category pages', 'random', randomCategoryPage);
  await haatRow('random: search words and pages', 'random', randomSearch);
  await haatRow('random: products', 'random', randomProduct);
  await haatRow('random: product pages (HTML)', 'random', () => `/product/${pick(productIds)}`);
  await haatRow('random: all of these', 'random', () => pick(randomKinds)());
  uncachedMiB = await residentMiB(uncached.process.pid);
  await stopServer(uncached);
} finally {
  if (ceiling) await stopServer(ceiling);
  await rm(scratch, { recursive: true, force: true });
}

const firstCeiling = rows[1]?.requestsPerSecond ?? 1;
const shareOf = (row: Row) => row.requestsPerSecond / (row.ceilingRequestsPerSecond ?? firstCeiling);
const missed = rows.filter(
  (row) => row.kind !== 'reference' && (shareOf(row) < TARGETS[row.kind] || row.non2xx > 0 || row.errors > 0),
);
log(`\nPostgreSQL ${postgresVersion}, ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
log(
  `${'answer'.padEnd(44)} ${'req/s'.padStart(7)} ${'ceiling'.padStart(8)} ${'share'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  target`,
);
for (const row of rows) {
  const share = shareOf(row);
  const target =
    row.kind === 'reference'
      ? ''
      : `>= ${TARGETS[row.kind] * 100}%${missed.includes(row) ? ' MISSED' : ' ok'}`;
  log(
    `${row.name.padEnd(44)} ${String(row.requestsPerSecond).padStart(7)} ${String(row.ceilingRequestsPerSecond ?? '').padStart(8)} ${`${(share * 100).toFixed(1)}%`.padStart(7)} ${String(row.p50Ms).padStart(7)} ${String(row.p99Ms).padStart(7)}  ${target}${row.non2xx || row.errors ? ` (${row.non2xx} not 2xx, ${row.errors} errors)` : ''}`,
  );
}
log(
  `\nHaat's resident memory after the load: ${haatMiB ?? '?'} MiB (keeping answers), ${uncachedMiB ?? '?'} MiB (keeping none)`,
);
for (const listing of listings)
  log(
    `${listing.name.padEnd(24)} ${String(listing.megabytes).padStart(8)} MB in ${listing.seconds} s, resident memory after: ${listing.residentMiBAfter ?? '?'} MiB`,
  );

await writeBenchReport('catalogue-throughput', postgresVersion, {
  products: PRODUCTS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  targets: TARGETS,
  rows,
  haatResidentMiB: haatMiB,
  uncachedResidentMiB: uncachedMiB,
  listings,
});
process.exit(missed.length ? 1 : 0);
