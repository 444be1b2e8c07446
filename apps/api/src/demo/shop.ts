import { createHash } from 'node:crypto';
import {
  BRANDS,
  COLOUR_FAMILIES,
  DEFAULT_SHIPS_FROM,
  DELIVERY_FEES_TAKA,
  ORDER_SMS_TOPICS,
  type ShipsFrom,
  SIZES,
  slugFor,
  UNPAID_ORDER_HOURS,
} from '@haat/contracts';
import { DEFAULT_COD_GUARD_SETTINGS } from '@haat/contracts/admin';
import { count, eq, sql } from 'drizzle-orm';
import type { ShopDependencies } from '../app';
import type { Transaction } from '../db/client';
import {
  categories,
  categoryItems,
  ONE_SIZE,
  outboxMessages,
  productImages,
  productStock,
  products,
  type SettingValues,
  settings,
  users,
} from '../db/schema';
import { renderRenditions } from '../lib/images';
import { poishaFromTaka } from '../lib/money';
import { type Random, seededRandom } from '../lib/random';
import { hashPassword } from '../modules/auth/passwords';
import { PRODUCT_IMAGE_WIDTHS, renditionKey } from '../modules/catalogue/images';
import type { FileStorage } from '../storage';
import { bengaliDescription, bengaliName, bengaliShelfName } from './bengali';
import { DEMO_CATEGORIES, type DemoCategory, type DemoItem, namesForItem, wordingForItem } from './catalogue';
import { seedDemoCodHistory, seedDemoOrders } from './orders';
import { heroSvg, PRODUCT_VIEWS, productSvg, viewShowsKind } from './product-art';
import { seedDemoPromotions } from './promotions';

/** The demo logins `pnpm start` prints. Demo data only: turn SEED_DEMO off for a real shop. */
export const DEMO_LOGINS = {
  shopper: { name: 'Rahim Uddin', email: 'shopper@haat.test', password: 'haat-shopper' },
  admin: { name: 'Haat Operator', email: 'admin@haat.test', password: 'haat-admin' },
} as const;

export const DEMO_PRODUCT_COUNT = 160;
const SEED_LOCK_ID = 7_242_002;

/**
 * The demo shop's payment accounts: numbers of the right shape that belong to no one, written as
 * the settings page saves them (11 digits), so that saving that form unchanged is accepted.
 */
const DEMO_PAYMENT_ACCOUNTS = {
  bkash: '01700000000',
  nagad: '01700000001',
  rocket: '01700000002',
  bank: 'Demo Bank PLC, Gulshan branch · Haat Demo Ltd · 0000 0000 0000',
};
const DAY_MS = 86_400_000;

type PlannedProduct = {
  id: string;
  category: DemoCategory;
  item: DemoItem;
  name: string;
  /** Null when a word of the name has no Bengali in bengali.ts. */
  nameBn: string | null;
  description: string;
  descriptionBn: string | null;
  brand: string;
  colour: string;
  price: number;
  oldPrice: number | null;
  rating: number;
  sold: number;
  createdAt: Date;
  shipsFrom: ShipsFrom;
  /** Units per size; a one-size product (`category.oneSize`) keeps their sum as its one figure. */
  stock: Record<(typeof SIZES)[number], number>;
  /** Each picture's SVG and the storage key it is kept under. */
  images: { svg: string; key: string }[];
};

/** A taka price that ends in 90, as shops price things. */
const shopPrice = (random: Random, min: number, max: number) =>
  Math.max(min, Math.round(random.int(min, max) / 100) * 100 - 10);

/** Whether one name is the other or contains it. */
const overlaps = (a: string, b: string) =>
  a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());

/**
 * `origins` picks where each product ships from: a generator of its own, so that the products drawn
 * from `random` stay the ones they were before products had an origin.
 */
function planProducts(random: Random, origins: Random, total: number, now: Date): PlannedProduct[] {
  const names: string[] = [];
  const planned: PlannedProduct[] = [];
  for (let i = 0; i < total; i++) {
    const category = DEMO_CATEGORIES[i % DEMO_CATEGORIES.length] as DemoCategory;
    const nth = Math.floor(i / DEMO_CATEGORIES.length);
    const item = category.items[nth % category.items.length];
    if (!item) throw new Error('a demo category has no items');
    const colour = random.pick(COLOUR_FAMILIES);
    // While the item has names to spare, no name repeats or hides inside another ("Printed Cotton
    // Panjabi" in "Boys' Printed Cotton Panjabi"), so shoppers and tests can tell listings apart.
    const choices = namesForItem(item);
    const unused = choices.filter((choice) => !names.some((taken) => overlaps(taken, choice)));
    const name = unused.length > 0 ? random.pick(unused) : `${colour.name} ${random.pick(choices)}`;
    names.push(name);
    const wording = wordingForItem(item);

    const price = shopPrice(random, item.price[0], item.price[1]);
    const soldOut = random.chance(0.08);
    const stock = Object.fromEntries(
      SIZES.map((size) => [size, soldOut || random.chance(0.15) ? 0 : random.int(1, 35)]),
    ) as PlannedProduct['stock'];
    const brand = random.pick(BRANDS);
    const imageCount = random.int(2, 4);
    // The print follows the colour, so that products of one colour share their close-up pictures.
    const variant = COLOUR_FAMILIES.indexOf(colour);
    // Picked here, in the order the English description always picked them, so the seed stays the same.
    const sentences = [random.pick(wording.uses), random.pick(wording.care)];
    const nameBn = bengaliName(name);

    planned.push({
      id: crypto.randomUUID(),
      category,
      item,
      name,
      nameBn,
      description: [`${name} by ${brand}, in a rich ${colour.name.toLowerCase()}.`, ...sentences].join(' '),
      descriptionBn: bengaliDescription({ nameBn, brand, colour: colour.name, sentences }),
      brand,
      colour: colour.name,
      price,
      oldPrice: random.chance(0.35)
        ? shopPrice(random, Math.round(price * 1.15), Math.round(price * 1.6))
        : null,
      rating: random.int(36, 50) / 10,
      sold: Math.floor(random.next() ** 2 * 2400),
      createdAt: new Date(now.getTime() - random.int(0, 180 * DAY_MS)),
      shipsFrom: origins.pick(item.shipsFrom ?? [DEFAULT_SHIPS_FROM]),
      stock,
      images: PRODUCT_VIEWS.slice(0, imageCount).map((view) => {
        const svg = productSvg(item.kind, colour.swatch, view, variant);
        // The key names what the picture shows: the kind for a view of the thing, cloth for the rest.
        return { svg, key: contentKey(`products/${viewShowsKind(view) ? item.kind : 'cloth'}-${view}`, svg) };
      }),
    });
  }
  return planned;
}

/** A key that names its content: `products/saree-front-<hash>`. */
function contentKey(prefix: string, content: string) {
  return `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 20)}`;
}

/** Draws and stores every picture once, a few at a time. */
async function storeProductImages(
  storage: FileStorage,
  images: { svg: string; key: string }[],
  log: (message: string) => void,
) {
  const unique = [...new Map(images.map((image) => [image.key, image.svg]))];
  const widths = Object.values(PRODUCT_IMAGE_WIDTHS);
  const AT_ONCE = 4;
  for (let start = 0; start < unique.length; start += AT_ONCE) {
    await Promise.all(
      unique.slice(start, start + AT_ONCE).map(async ([key, svg]) => {
        for (const rendition of await renderRenditions(svg, widths)) {
          await storage.put(renditionKey(key, rendition.width), rendition.bytes);
        }
      }),
    );
    if (start % 100 === 0) log(`drawing demo product images: ${start} of ${unique.length}`);
  }
}

async function insertCatalogue(tx: Transaction, planned: PlannedProduct[]) {
  const categoryRows = await tx
    .insert(categories)
    .values(
      DEMO_CATEGORIES.map((category, position) => ({
        title: category.title,
        titleBn: bengaliShelfName(category.title),
        slug: slugFor(category.title),
        position,
      })),
    )
    .returning({ id: categories.id, title: categories.title });
  const categoryIdByTitle = new Map(categoryRows.map((row) => [row.title, row.id]));

  const itemRows = await tx
    .insert(categoryItems)
    .values(
      DEMO_CATEGORIES.flatMap((category) =>
        category.items.map((item, position) => ({
          categoryId: categoryIdByTitle.get(category.title) as string,
          name: item.name,
          nameBn: bengaliShelfName(item.name),
          slug: slugFor(item.name),
          position,
        })),
      ),
    )
    .returning({ id: categoryItems.id, name: categoryItems.name });
  const itemIdByName = new Map(itemRows.map((row) => [row.name, row.id]));

  await tx.insert(products).values(
    planned.map((p) => ({
      id: p.id,
      name: p.name,
      nameBn: p.nameBn,
      description: p.description,
      descriptionBn: p.descriptionBn,
      categoryId: categoryIdByTitle.get(p.category.title) as string,
      categoryItemId: itemIdByName.get(p.item.name) ?? null,
      brand: p.brand,
      colour: p.colour,
      oneSize: p.category.oneSize ?? false,
      shipsFrom: p.shipsFrom,
      price: poishaFromTaka(p.price),
      oldPrice: p.oldPrice === null ? null : poishaFromTaka(p.oldPrice),
      rating: p.rating,
      sold: p.sold,
      createdAt: p.createdAt,
    })),
  );
  await tx.insert(productStock).values(
    planned.flatMap((p): (typeof productStock.$inferInsert)[] =>
      p.category.oneSize
        ? [
            {
              productId: p.id,
              size: ONE_SIZE,
              quantity: SIZES.reduce((sum, size) => sum + p.stock[size], 0),
            },
          ]
        : SIZES.map((size) => ({ productId: p.id, size, quantity: p.stock[size] })),
    ),
  );
  await tx
    .insert(productImages)
    .values(
      planned.flatMap((p) =>
        p.images.map(({ key }, position) => ({ productId: p.id, position, storageKey: key, alt: p.name })),
      ),
    );
}

/** The demo logins; answers the demo shopper's id. */
async function insertDemoUsers(tx: Transaction): Promise<string> {
  const [shopperHash, adminHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.shopper.password),
    hashPassword(DEMO_LOGINS.admin.password),
  ]);
  const inserted = await tx
    .insert(users)
    .values([
      {
        name: DEMO_LOGINS.shopper.name,
        email: DEMO_LOGINS.shopper.email,
        passwordHash: shopperHash,
        emailVerified: true,
      },
      {
        name: DEMO_LOGINS.admin.name,
        email: DEMO_LOGINS.admin.email,
        passwordHash: adminHash,
        emailVerified: true,
        role: 'admin',
      },
    ])
    .returning({ id: users.id, role: users.role });
  const shopper = inserted.find((user) => user.role === 'user');
  if (!shopper) throw new Error('the demo shopper was not inserted');
  return shopper.id;
}

export type SeedSummary = { categories: number; products: number };

/**
 * Fills an empty shop with the demo catalogue, the hero image, delivery costs, the demo logins and
 * the demo shopper's addresses and orders.
 * Does nothing (and returns null) when the shop already has a catalogue, so it never seeds twice.
 * Everything lands in one transaction: a start-up that dies half-way leaves nothing behind.
 */
export async function seedDemoShop(
  { database, storage }: ShopDependencies,
  {
    log = () => {},
    productCount = DEMO_PRODUCT_COUNT,
    now = new Date(),
  }: { log?: (message: string) => void; productCount?: number; now?: Date } = {},
): Promise<SeedSummary | null> {
  const { db } = database;
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return null;

  const planned = planProducts(seededRandom(20_261_122), seededRandom(20_261_128), productCount, now);
  const seeded = await db.transaction(async (tx) => {
    // Several API processes starting at once (WORKERS, replicas) take turns before drawing a single
    // picture: the first draws and seeds, the others wait here and then find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [again] = await tx.select({ n: count() }).from(categories);
    if ((again?.n ?? 0) > 0) return false;
    await storeProductImages(
      storage,
      planned.flatMap((p) => p.images),
      log,
    );
    const hero = heroSvg();
    const heroKey = `${contentKey('hero/banner', hero)}.webp`;
    const [heroImage] = await renderRenditions(hero, [1200]);
    if (heroImage) await storage.put(heroKey, heroImage.bytes);

    await insertCatalogue(tx, planned);
    const shopperId = await insertDemoUsers(tx);
    await seedDemoPromotions(tx);
    const values: { [K in keyof SettingValues]: SettingValues[K] } = {
      delivery_costs: {
        dhakaInside: poishaFromTaka(DELIVERY_FEES_TAKA.dhakaInside),
        dhakaOutside: poishaFromTaka(DELIVERY_FEES_TAKA.dhakaOutside),
      },
      tax_rate: { basisPoints: 0 },
      courier_defaults: {},
      sms_events: { topics: [...ORDER_SMS_TOPICS] },
      payment_accounts: DEMO_PAYMENT_ACCOUNTS,
      hero_image: { storageKey: heroKey, contentType: 'image/webp' },
      unpaid_order_hours: { hours: UNPAID_ORDER_HOURS },
      demo_seeded_at: { at: now.toISOString() },
      // On in the demo, with the defaults: its past customers show the guard at work.
      cod_guard: {
        ...DEFAULT_COD_GUARD_SETTINGS,
        enabled: true,
        verification: {
          when: DEFAULT_COD_GUARD_SETTINGS.verification.when,
          aboveTotal: poishaFromTaka(DEFAULT_COD_GUARD_SETTINGS.verification.aboveTotal),
        },
      },
    };
    await tx.insert(settings).values(Object.entries(values).map(([key, value]) => ({ key, value })));
    await seedDemoOrders(tx, shopperId, storage);
    await seedDemoCodHistory(tx);
    // The demo's customers are made up (their numbers may be someone's): the shop's own services
    // queued their orders' SMS and mail, and none of it is sent. A row's `created_at` is its
    // transaction's start, so these are exactly the rows this seeding queued.
    await tx.delete(outboxMessages).where(eq(outboxMessages.createdAt, sql`now()`));
    return true;
  });
  return seeded ? { categories: DEMO_CATEGORIES.length, products: planned.length } : null;
}
