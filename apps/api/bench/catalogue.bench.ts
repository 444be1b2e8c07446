// `pnpm bench`: how fast the catalogue answers with 100,000 products.
// Runs on embedded PGlite in BENCH_DATA_DIR (kept between runs, seeded on first use), or on
// PostgreSQL when BENCH_DATABASE_URL is set. Exits 1 when a p95 misses its target.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, openShopDependencies } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoShop } from '../src/db/seed/demo';
import { seedLargeCatalogue } from '../src/db/seed/large';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/**
 * p95 targets in ms. Listing and search answer within 20 ms on PostgreSQL; embedded PGlite (a
 * WebAssembly build, 2-3 times slower at ILIKE and GIN scans) meets it for listings and is held to
 * 50 ms for search: a shop of this size belongs on PostgreSQL (docs/decisions.md).
 */
const LISTING = { postgres: 20, pglite: 20 } as const;
const SEARCH = { postgres: 20, pglite: 50 } as const;

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'haat-bench'),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const log = (message: string) => process.stdout.write(`${message}\n`);
const deps = await openShopDependencies(config);
await seedDemoShop(deps, { log });
await seedLargeCatalogue(deps.database.db, PRODUCTS, log);
const app = await buildApp(config, deps);

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};
const categories = (await get('/api/v1/categories')) as { slug: string; items: string[] }[];
const someProducts = (
  (await get('/api/v1/products?pageSize=50&sort=price-asc')).products as { id: string }[]
).map((p) => p.id);
const slugs = categories.map((category) => encodeURIComponent(category.slug));
const itemSlugs = categories.flatMap((category) =>
  category.items.map((item) => encodeURIComponent(item.toLowerCase().replace(/\s+/g, '-'))),
);
const words = [
  'saree',
  'panjabi',
  'silk',
  'cotton',
  'kurti',
  'jamdani',
  'denim',
  'leather',
  'hoodie',
  'shawl',
  'sneakers',
  'nakshi',
  'katan',
  'linen',
  'blazer',
  'velvet',
  'romper',
  'jeans',
  'wallet',
  'towels',
];
const rare = [
  'silk pan',
  'zari work sher',
  'tangail lawn sa',
  'quilted fleece j',
  'vintage brass wat',
  'no such thing',
];
const short = ['a', 'sa', 'xq', 'é', 'k', 'ja', 'qz', 'ee'];
const typed = words.flatMap((word) => [1, 2, 3, 4].map((n) => word.slice(0, n)));
const sorts = ['popularity', 'latest', 'priceLowHigh', 'priceHighLow'];

/** Each case is a pool of addresses, taken in turn, so the database cannot answer from one warm plan. */
const cases: { name: string; urls: string[]; target?: { postgres: number; pglite: number } }[] = [
  { name: 'list: home page (newest, 25)', urls: ['/api/v1/products'], target: LISTING },
  {
    name: 'list: catalogue pages 1-40, every sort',
    urls: sorts.flatMap((sort) =>
      [1, 2, 5, 10, 20, 40].map((page) => `/api/v1/products?sort=${sort}&page=${page}&pageSize=24`),
    ),
    target: LISTING,
  },
  {
    name: 'list: category pages, 32 a page',
    urls: slugs.flatMap((slug) =>
      sorts.map((sort, i) => `/api/v1/products?category=${slug}&sort=${sort}&page=${i + 1}&pageSize=32`),
    ),
    target: LISTING,
  },
  {
    name: 'list: item pages with filters',
    urls: itemSlugs.map(
      (item, i) =>
        `/api/v1/products?category=${item}&inStock=true&minPrice=${500 + (i % 5) * 500}&maxPrice=${4000 + (i % 3) * 3000}&pageSize=32`,
    ),
    target: LISTING,
  },
  {
    name: 'list: featured collections',
    urls: ['top-ranking', 'new-arrivals', 'top-deals'].flatMap((slug) =>
      [1, 2, 3].map((page) => `/api/v1/products?category=${slug}&page=${page}&pageSize=32`),
    ),
    target: LISTING,
  },
  {
    name: 'list: highlighted product first',
    urls: someProducts.map((id) => `/api/v1/products?highlight=${id}&pageSize=24`),
    target: LISTING,
  },
  {
    name: 'search: common words',
    urls: words.map((word) => `/api/v1/products?search=${word}&pageSize=24`),
    target: SEARCH,
  },
  {
    name: 'search: rare phrases',
    urls: rare.map((text) => `/api/v1/products?search=${encodeURIComponent(text)}&pageSize=24`),
    target: SEARCH,
  },
  {
    name: 'search: one or two letters',
    urls: short.map((text) => `/api/v1/products?search=${encodeURIComponent(text)}&pageSize=24`),
    target: SEARCH,
  },
  {
    name: 'search: suggestions as a shopper types',
    urls: typed.map((text) => `/api/v1/products?search=${text}&pageSize=6`),
    target: SEARCH,
  },
  { name: 'product detail', urls: someProducts.map((id) => `/api/v1/products/${id}`) },
  { name: 'related products', urls: someProducts.map((id) => `/api/v1/products/${id}/related`) },
  { name: 'you may also like', urls: someProducts.map((id) => `/api/v1/products/${id}/also-like`) },
  { name: 'top products', urls: ['/api/v1/products/top'] },
  { name: 'categories', urls: ['/api/v1/categories'] },
];

// Warm the whole app (JIT, statement caches, the file cache) before timing anything.
for (const { urls } of cases) for (const url of urls) await get(url);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const results = [];
let missed = 0;
log(`\n${deps.database.kind}, ${PRODUCTS} products, ${ITERATIONS} calls each (through the whole app)\n`);
log(`${'call'.padEnd(46)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  target`);
for (const { name, urls, target } of cases) {
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const url = urls[i % urls.length] as string;
    const start = performance.now();
    await get(url);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const limit = target?.[deps.database.kind];
  const row = {
    name,
    addresses: urls.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? 0,
    target: limit,
  };
  results.push(row);
  const verdict = limit === undefined ? '' : row.p95 <= limit ? `<= ${limit} ok` : `<= ${limit} MISSED`;
  if (limit !== undefined && row.p95 > limit) missed++;
  log(
    `${name.padEnd(46)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.max.toFixed(1).padStart(8)}  ${verdict}`,
  );
}

const memory = process.memoryUsage();
log(
  `\nmemory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
const outDir = path.resolve(import.meta.dirname, '../../../bench-results');
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, `catalogue-${deps.database.kind}.json`),
  JSON.stringify(
    { database: deps.database.kind, products: PRODUCTS, iterations: ITERATIONS, results, memory },
    null,
    2,
  ),
);
await app.close();
process.exit(missed ? 1 : 0);
