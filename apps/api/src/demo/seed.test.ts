import {
  BRANDS,
  type Category,
  COLOUR_FAMILIES,
  LIMITS,
  type ProductList,
  SHIPS_FROM,
  type ShipsFrom,
  SIZES,
} from '@haat/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';
import { selectRows } from '../db/client';
import {
  categories,
  ONE_SIZE,
  outboxMessages,
  productImages,
  productStock,
  products,
  promoCodes,
  settings,
  users,
} from '../db/schema';
import { verifyPassword } from '../modules/auth/passwords';
import { renditionKey } from '../modules/catalogue/images';
import { DEMO_CATEGORIES, type DemoItem, expandNamePattern } from './catalogue';
import { seedLargeCatalogue } from './large';
import { DEMO_LOGINS, DEMO_PRODUCT_COUNT, seedDemoShop } from './shop';

let shop: TestApp;

const ITEMS = new Map(DEMO_CATEGORIES.flatMap((category) => category.items.map((item) => [item.name, item])));
const COLOUR_WORDS = new Set(COLOUR_FAMILIES.map((colour) => colour.name.toLowerCase()));
/** Every word an item's name patterns offer, braces and commas aside. */
const wordsOf = (item: DemoItem) =>
  new Set(
    item.names.flatMap((pattern) => pattern.toLowerCase().split(/[\s{},]+/)).filter((word) => word !== ''),
  );
/** Cloth that sunglasses, watches and other hard accessories are never made of. */
const CLOTH = [
  'cotton',
  'silk',
  'linen',
  'khadi',
  'denim',
  'georgette',
  'chiffon',
  'muslin',
  'lawn',
  'jersey',
  'wool',
];
const HARD_ACCESSORIES = ['Sunglasses', 'Watches', 'Jewellery', 'Bags', 'Belts', 'Wallets'];

type ListedProduct = { name: string; item: string; colour: string; brand: string; keys: string[] };
/** Every product with its item and its pictures' storage keys in order. */
const listedProducts = () =>
  selectRows<ListedProduct>(
    shop.db,
    sql`select p.name, i.name as item, p.colour, p.brand,
          array(select pi.storage_key from product_images pi where pi.product_id = p.id order by pi.position) as keys
        from products p join category_items i on i.id = p.category_item_id`,
  );

/** What a shopper would notice: a name that says a word twice, or says what its item is not. */
function namesThatDoNotFit(listed: ListedProduct[]): string[] {
  return listed.flatMap(({ name, item: itemName, colour }) => {
    const item = ITEMS.get(itemName);
    if (!item) return [`${name}: ${itemName} is not a demo item`];
    const problems: string[] = [];
    const parts = name.toLowerCase().split(/[\s-]+/);
    if (new Set(parts).size !== parts.length) problems.push(`${name}: says a word twice`);
    const allowed = wordsOf(item);
    for (const word of name.toLowerCase().split(/\s+/)) {
      // A colour may lead a name, to tell two listings of one item apart.
      if (!allowed.has(word) && word !== colour.toLowerCase()) {
        problems.push(`${name}: "${word}" is not a word for ${itemName}`);
      }
    }
    if (HARD_ACCESSORIES.includes(itemName)) {
      for (const cloth of CLOTH) if (parts.includes(cloth)) problems.push(`${name}: ${itemName} of ${cloth}`);
    }
    return problems;
  });
}

/** Each product's first picture shows its item's kind; the shared close-ups show only cloth. */
function picturesThatDoNotFit(listed: ListedProduct[]): string[] {
  return listed.flatMap(({ name, item, keys }) => {
    const kind = ITEMS.get(item)?.kind;
    const [first, ...others] = keys;
    return [
      ...(first?.startsWith(`products/${kind}-front-`) ? [] : [`${name} (${item}) shows ${first}`]),
      ...others
        .filter((key) => !key.startsWith(`products/${kind}-styled-`) && !/^products\/cloth-\w+-/.test(key))
        .map((key) => `${name} (${item}) shows ${key}`),
    ];
  });
}

test.beforeAll(async ({ shop: built }) => {
  shop = built;
  await seedDemoShop({ database: shop.database, storage: shop.storage });
}, 120_000);

describe('the demo shop', () => {
  it('mails nobody about its own orders', async () => {
    const [queued] = await shop.db.select({ n: count() }).from(outboxMessages);
    expect(queued?.n).toBe(0);
  });

  it('has 8 categories of 8 items each, enough for the header menus', async () => {
    const res = await shop.get('/api/v1/categories');
    const list = res.body as { title: string; items: string[] }[];
    expect(list).toHaveLength(8);
    for (const category of list) expect(category.items.length).toBe(LIMITS.menuItemsPerCategory);
    expect(list.map((c) => c.title)).toContain("Women's Fashion");
  });

  it('has at least 150 products with taka prices, some reduced, some sold out, each with 2 to 4 images', async () => {
    const [total] = await shop.db.select({ n: count() }).from(products);
    expect(total?.n).toBeGreaterThanOrEqual(150);

    const imageCounts = await shop.db
      .select({ n: count() })
      .from(productImages)
      .groupBy(productImages.productId);
    expect(imageCounts).toHaveLength(total?.n ?? 0);
    for (const { n } of imageCounts) expect(n).toBeGreaterThanOrEqual(2);
    for (const { n } of imageCounts) expect(n).toBeLessThanOrEqual(4);

    const [reduced] = await shop.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.oldPrice} > ${products.price}`);
    expect(reduced?.n).toBeGreaterThan(10);

    const soldOut = await shop.db
      .select({ id: productStock.productId })
      .from(productStock)
      .groupBy(productStock.productId)
      .having(sql`sum(${productStock.quantity}) = 0`);
    expect(soldOut.length).toBeGreaterThan(0);

    // A row per size of a sized product; one, of its one size, for a one-size product.
    const [sized] = await shop.db.select({ n: count() }).from(products).where(eq(products.oneSize, false));
    const [rows] = await shop.db.select({ n: count() }).from(productStock);
    expect(rows?.n).toBe((sized?.n ?? 0) * SIZES.length + ((total?.n ?? 0) - (sized?.n ?? 0)));
  });

  it('sells accessories and home textiles in one size, and everything else in sizes S to XXL', async () => {
    const rows = await selectRows<{ title: string; one_size: boolean; sizes: string[] }>(
      shop.db,
      sql`select c.title, p.one_size, array(select s.size::text from product_stock s where s.product_id = p.id
            order by s.size) as sizes
          from products p join categories c on c.id = p.category_id`,
    );
    const oneSizeTitles = DEMO_CATEGORIES.filter((category) => category.oneSize).map((c) => c.title);
    expect(oneSizeTitles.sort()).toEqual(['Accessories', 'Home Textiles']);
    for (const row of rows) {
      const oneSize = oneSizeTitles.includes(row.title);
      expect(row.one_size, row.title).toBe(oneSize);
      expect(row.sizes, row.title).toEqual(oneSize ? [ONE_SIZE] : [...SIZES]);
    }
    const watches = (await shop.get('/api/v1/products?category=watches&pageSize=100')).body as ProductList;
    expect(watches.products.length).toBeGreaterThan(0);
    for (const watch of watches.products) expect(watch.oneSize).toBe(true);
  });

  it('ships most products from Bangladesh, and some from each other country of the filter', async () => {
    const rows = await selectRows<{ ships_from: ShipsFrom; n: number }>(
      shop.db,
      sql`select ships_from, count(*)::int as n from products group by ships_from`,
    );
    const counted = new Map(rows.map((row) => [row.ships_from, Number(row.n)]));
    expect(new Set(counted.keys())).toEqual(new Set(SHIPS_FROM));
    const total = [...counted.values()].reduce((sum, n) => sum + n, 0);
    expect(counted.get('BD') ?? 0).toBeGreaterThan(total / 2);
    for (const country of SHIPS_FROM) {
      const listed = (await shop.get(`/api/v1/products?shipsFrom=${country}&pageSize=1`)).body as ProductList;
      expect(listed.total, country).toBe(Math.min(counted.get(country) ?? 0, LIMITS.productCountCap));
    }
  });

  it('gives every product a Bengali name and description, which a Bengali search finds', async () => {
    const rows = await shop.db
      .select({
        id: products.id,
        name: products.name,
        nameBn: products.nameBn,
        descriptionBn: products.descriptionBn,
      })
      .from(products);
    // Bengali, but for a model name such as UV400.
    const bengaliLetters = /^[\u0980-\u09FF\sA-Z0-9'’-]+$/u;
    for (const row of rows) {
      expect(row.nameBn, row.name).toMatch(bengaliLetters);
      expect(row.descriptionBn, row.name).toContain(row.nameBn);
    }
    const panjabi = rows.find((row) => row.nameBn?.includes('পাঞ্জাবি'));
    expect(panjabi).toBeDefined();
    const res = await shop.get(`/api/v1/products?pageSize=100&search=${encodeURIComponent('পাঞ্জাবি')}`);
    const found = (res.body as { products: { id: string; nameBn: string | null }[] }).products;
    expect(found.map((product) => product.id)).toContain(panjabi?.id);
    for (const product of found) expect(product.nameBn).toContain('পাঞ্জাবি');
  });

  it('gives every category and item a Bengali name, which the menu answers beside the English', async () => {
    const menu = (await shop.get('/api/v1/categories')).body as Category[];
    expect(menu.map((category) => category.title)).toEqual(DEMO_CATEGORIES.map((category) => category.title));
    const bengaliLetters = /^[\u0980-\u09FF\s-]+$/u;
    for (const category of menu) {
      expect(category.titleBn, category.title).toMatch(bengaliLetters);
      expect(category.itemsBn, category.title).toHaveLength(category.items.length);
      category.itemsBn.forEach((nameBn, index) => {
        expect(nameBn, category.items[index]).toMatch(bengaliLetters);
      });
    }
    const men = menu.find((category) => category.title === "Men's Fashion");
    expect(men?.titleBn).toBe('ছেলেদের ফ্যাশন');
    expect(men?.itemsBn[men.items.indexOf('Panjabi')]).toBe('পাঞ্জাবি');
  });

  it('names each product with words of its own item, never one word twice', async () => {
    const listed = await listedProducts();
    expect(listed.length).toBe(DEMO_PRODUCT_COUNT);
    expect(namesThatDoNotFit(listed)).toEqual([]);
    // Unique, and none inside another, so that a shopper (and a test) can tell listings apart.
    const names = listed.map((p) => p.name.toLowerCase());
    expect(
      names.flatMap((a) => names.filter((b) => a !== b && b.includes(a)).map((b) => `${a} in ${b}`)),
    ).toEqual([]);
    expect(new Set(names).size).toBe(listed.length);
    // A colour leading a name must not say a word the item's own words say.
    for (const item of ITEMS.values())
      for (const word of wordsOf(item)) expect(COLOUR_WORDS).not.toContain(word);
  });

  it('leaves out a name that would say a word twice', () => {
    expect(expandNamePattern('{Festive,Katan,} Katan Saree')).toEqual(['Festive Katan Saree', 'Katan Saree']);
    expect(expandNamePattern('{Silk,Half-Silk} Saree')).toEqual(['Silk Saree', 'Half-Silk Saree']);
    expect(expandNamePattern('{Half-Silk,} Silk Saree')).toEqual(['Silk Saree']);
  });

  it('has products in every item of every category, of every brand and colour', async () => {
    const listed = await listedProducts();
    const perItem = new Map<string, number>();
    for (const { item } of listed) perItem.set(item, (perItem.get(item) ?? 0) + 1);
    for (const category of DEMO_CATEGORIES) {
      for (const item of category.items) expect(perItem.get(item.name), item.name).toBeGreaterThan(0);
    }
    expect(new Set(listed.map((p) => p.brand))).toEqual(new Set(BRANDS));
    expect(new Set(listed.map((p) => p.colour))).toEqual(
      new Set(COLOUR_FAMILIES.map((colour) => colour.name)),
    );
  });

  it('draws each kind of item as itself', () => {
    const kinds = Object.fromEntries([...ITEMS.values()].map((item) => [item.name, item.kind]));
    expect(kinds).toMatchObject({
      Jeans: 'legwear',
      Trousers: 'legwear',
      Palazzo: 'legwear',
      Lungi: 'legwear',
      Saree: 'saree',
      'Jamdani Saree': 'saree',
      'Katan Saree': 'saree',
      Panjabi: 'tunic',
      Kurti: 'tunic',
      Abaya: 'tunic',
      Shirts: 'shirt',
      'T-Shirts': 'tee',
      "Girls' Frock": 'dress',
      'Party Dress': 'dress',
      Hoodie: 'outerwear',
      Sweater: 'outerwear',
      Blazer: 'blazer',
      Sneakers: 'sneaker',
      'Formal Shoes': 'shoe',
      Nagra: 'nagra',
      Sandals: 'sandal',
      Bags: 'bag',
      Sunglasses: 'sunglasses',
      Watches: 'watch',
      Belts: 'belt',
      Caps: 'cap',
      Wallets: 'wallet',
      Jewellery: 'jewellery',
      'Bedsheet Set': 'bedding',
      'Cushion Covers': 'cushion',
      Curtains: 'curtain',
      Towels: 'towel',
    });
  });

  it("draws each product's first picture with the silhouette of its item's kind", async () => {
    expect(picturesThatDoNotFit(await listedProducts())).toEqual([]);
  });

  it('stores every picture it names, at both widths', async () => {
    const keys = await shop.db.selectDistinct({ key: productImages.storageKey }).from(productImages);
    for (const { key } of keys.slice(0, 20)) {
      const small = await shop.storage.read(renditionKey(key, 360));
      const large = await shop.storage.read(renditionKey(key, 720));
      expect(small?.subarray(8, 12).toString()).toBe('WEBP');
      expect(large?.length).toBeGreaterThan(small?.length ?? 0);
    }
    const served = await shop.get(`/uploads/${renditionKey(keys[0]?.key ?? '', 360)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps delivery costs of 60 and 120 taka and a hero image', async () => {
    const rows = await shop.db.select().from(settings);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(byKey.delivery_costs).toEqual({ dhakaInside: 6000, dhakaOutside: 12000 });
    const hero = byKey.hero_image as { storageKey: string };
    expect((await shop.storage.read(hero.storageKey))?.length).toBeGreaterThan(1000);
  });

  it('makes the demo shopper and admin with argon2id password hashes', async () => {
    const [shopper] = await shop.db.select().from(users).where(eq(users.email, DEMO_LOGINS.shopper.email));
    const [admin] = await shop.db.select().from(users).where(eq(users.email, DEMO_LOGINS.admin.email));
    expect(shopper?.role).toBe('user');
    expect(admin?.role).toBe('admin');
    expect(shopper?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(shopper?.passwordHash ?? '', DEMO_LOGINS.shopper.password)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'wrong password')).toBe(false);
  });

  it("gives the demo shopper two pickup points and orders for every tab of My Orders, through the shop's services", async () => {
    const login = await shop.post('/api/v1/auth/login', {
      email: DEMO_LOGINS.shopper.email,
      password: DEMO_LOGINS.shopper.password,
    });
    const demo = shop.as((login.body as { token: string }).token);
    const book = (await demo.get('/api/v1/user/addresses')).body as { addresses: { city: string }[] };
    expect(book.addresses.map((address) => address.city)).toEqual(['Dhaka', 'Chattogram']);
    const { orders } = (await demo.get('/api/v1/user/orders')).body as {
      orders: {
        _id: string;
        status: string;
        paymentMethod: string;
        paymentStatus: string;
        total: number;
        items: unknown[];
      }[];
    };
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled']),
    );
    expect(orders.every((order) => order.items.length > 0 && order.total > 0)).toBe(true);
    // No order that left the shop still waits for an online payment.
    const leftShop = orders.filter((order) =>
      ['shipped', 'out_for_delivery', 'delivered', 'completed'].includes(order.status),
    );
    expect(leftShop.length).toBeGreaterThan(0);
    for (const order of leftShop)
      expect(
        order.paymentMethod === 'cash_on_delivery' || order.paymentStatus === 'paid',
        `${order.status} order paid by ${order.paymentMethod}: ${order.paymentStatus}`,
      ).toBe(true);
    const delivered = orders.find((order) => order.status === 'delivered');
    const details = (await demo.get(`/api/v1/orders/user/${delivered?._id}`)).body as {
      order: { statusEvents: { status: string }[] };
    };
    expect(details.order.statusEvents.map((event) => event.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('has WELCOME10, the 10% off the cart page promises, and an expired code to try', async () => {
    const codes = await shop.db.select().from(promoCodes).orderBy(promoCodes.code);
    expect(codes.map(({ code, kind, value, active }) => ({ code, kind, value, active }))).toEqual([
      { code: 'EID2025', kind: 'fixed', value: 200_00, active: true },
      { code: 'WELCOME10', kind: 'percent', value: 10, active: true },
    ]);
    expect(codes[0]?.endsAt?.getTime()).toBeLessThan(Date.now());
    // Each says what it gives in Bengali too.
    expect(codes.map((code) => code.descriptionBn)).toEqual(['ঈদ ২০২৫-এ ৳২০০ ছাড়', 'আপনার অর্ডারে ১০% ছাড়']);
  });

  it('does not seed twice', async () => {
    expect(await seedDemoShop({ database: shop.database, storage: shop.storage })).toBeNull();
    const [total] = await shop.db.select({ n: count() }).from(categories);
    expect(total?.n).toBe(8);
  });
});

describe('the large catalogue for benchmarks', () => {
  it('tops the catalogue up to the asked number, each product with sizes and pictures', async () => {
    await seedLargeCatalogue(shop.db, 3_000);

    const [total] = await shop.db.select({ n: count() }).from(products);
    expect(total?.n).toBe(3_000);
    const [withoutStock] = await shop.db
      .select({ n: count() })
      .from(products)
      .where(sql`not exists (select 1 from ${productStock} s where s.product_id = ${products.id})`);
    expect(withoutStock?.n).toBe(0);
    // Copies sell as their demo product does: in sizes, or in one size.
    const [wrongRows] = await shop.db
      .select({ n: count() })
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.productId))
      .where(sql`(${productStock.size} = ${ONE_SIZE}) <> ${products.oneSize}`);
    expect(wrongRows?.n).toBe(0);
    const [withoutImages] = await shop.db
      .select({ n: count() })
      .from(products)
      .where(sql`not exists (select 1 from ${productImages} i where i.product_id = ${products.id})`);
    expect(withoutImages?.n).toBe(0);

    const page = (await shop.get('/api/v1/products?page=3&pageSize=100')).body as ProductList;
    expect(page.products).toHaveLength(100);
    // Past the cap, the listing counts no further and says so.
    expect(page).toMatchObject({ total: LIMITS.productCountCap, totalExact: false });

    // Each copies a demo product's pictures and takes a name made for that product's item.
    const listed = await listedProducts();
    expect(listed).toHaveLength(3_000);
    expect(namesThatDoNotFit(listed)).toEqual([]);
    expect(picturesThatDoNotFit(listed)).toEqual([]);
    // Thousands of rows on embedded PGlite: far longer when CI's other suites share the cores.
  }, 180_000);
});

describe('seeding from two processes at once', () => {
  it('seeds once; the other finds the shop seeded', async () => {
    const other = await buildTestApp();
    try {
      const deps = { database: other.database, storage: other.storage };
      const drawn: string[] = [];
      const log = (message: string) => {
        if (message.startsWith('drawing')) drawn.push(message);
      };
      const results = await Promise.all([
        seedDemoShop(deps, { productCount: 16, log }),
        seedDemoShop(deps, { productCount: 16, log }),
      ]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      // Only the one that seeded drew the pictures: the other waited, then found the shop seeded.
      expect(drawn).toHaveLength(1);
      const [total] = await other.db.select({ n: count() }).from(products);
      expect(total?.n).toBe(16);
    } finally {
      await other.close();
    }
    // One seed draws its pictures while the other waits: more than one test's time on a busy machine.
  }, 120_000);
});

describe("a product's stock total", () => {
  it('follows its sizes whenever they change, as the database keeps it', async () => {
    // A product sold in sizes, S to XXL (a one-size product has one row).
    const [product] = await shop.db.select().from(products).where(eq(products.oneSize, false)).limit(1);
    const id = product?.id ?? '';
    const stockOf = async () =>
      ((await shop.get(`/api/v1/products/${id}`)).body as { product: { stock: number } }).product.stock;
    const sum = async () => {
      const rows = await shop.db.select().from(productStock).where(eq(productStock.productId, id));
      return rows.reduce((total, row) => total + row.quantity, 0);
    };

    expect(await stockOf()).toBe(await sum());
    await shop.db.update(productStock).set({ quantity: 7 }).where(eq(productStock.productId, id));
    expect(await stockOf()).toBe(35);
    await shop.db
      .delete(productStock)
      .where(sql`${productStock.productId} = ${id} and ${productStock.size} in ('S', 'M')`);
    expect(await stockOf()).toBe(21);
    await shop.db.insert(productStock).values({ productId: id, size: 'S', quantity: 4 });
    expect(await stockOf()).toBe(25);
  });
});
