import { randomUUID } from 'node:crypto';
import {
  type AdminProduct,
  type AdminProductRow,
  MAX_PRODUCT_IMAGES,
  type ProductInput,
  type ProductState,
  type SetStock,
} from '@haat/contracts/admin';
import { type ShipsFrom, SIZES, type Size } from '@haat/contracts/constants';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import {
  categories,
  categoryItems,
  ONE_SIZE,
  productImages,
  productStock,
  products,
  type StockSize,
} from '../../db/schema';
import { BadRequest, Conflict, fieldRefusal, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { checkedRenditions } from '../../lib/images';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import { containsPattern } from '../../lib/sql';
import type { FileStorage } from '../../storage';
import { type OperatorAction, recordAction } from '../audit/service';
import { foldLinesIntoOneSize } from '../cart/sizing';
import {
  firstImageKey,
  PRODUCT_IMAGE_ASPECT,
  PRODUCT_IMAGE_WIDTHS,
  productImageUrls,
  renditionKey,
} from './images';

type AdminProductsDeps = { db: Database; storage: FileStorage };

/** Filters as the contract parsed them: an empty value is already no filter. */
type Filters = { q?: string; category?: string; state?: ProductState };
/** A product as the contract parsed it: every default filled in. */
type ProductFields = {
  name: string;
  nameBn: string | null;
  description: string;
  descriptionBn: string | null;
  categoryId: string;
  itemId: string | null;
  price: number;
  oldPrice: number | null;
  brand: string;
  colour: string;
  shipsFrom: ShipsFrom;
  oneSize: boolean;
  stock: Partial<Record<Size, number>>;
  units?: number;
};
/** A stock change as the contract parsed it. */
type StockChange = { stock: Partial<Record<Size, number>>; units?: number };

type SizeStock = Record<Size, number>;
const noStock = (): SizeStock => Object.fromEntries(SIZES.map((size) => [size, 0])) as SizeStock;
/** A product's stock rows: units per size, and of its one size (0 for a sized product). */
type Stock = { sizes: SizeStock; units: number };
const emptyStock = (): Stock => ({ sizes: noStock(), units: 0 });
/** What the audit keeps of the stock: the sizes of a sized product, the units of a one-size one. */
const auditedStock = (oneSize: boolean, stock: Stock) => (oneSize ? { units: stock.units } : stock.sizes);
const unitsOfSizes = (sizes: SizeStock) => Object.values(sizes).reduce((sum, units) => sum + units, 0);

/** The fields of `after` that differ from `before`, each as it was and became: what the audit keeps. */
function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** The product's row as the audit log keeps it: the operator's own words and taka. */
const auditedFields = (row: typeof products.$inferSelect) => ({
  name: row.name,
  nameBn: row.nameBn,
  description: row.description,
  descriptionBn: row.descriptionBn,
  categoryId: row.categoryId,
  itemId: row.categoryItemId,
  price: takaFromPoisha(row.price),
  oldPrice: row.oldPrice === null ? null : takaFromPoisha(row.oldPrice),
  brand: row.brand,
  colour: row.colour,
  shipsFrom: row.shipsFrom,
  oneSize: row.oneSize,
});

/**
 * The operator's products: found by name (either language) or brand, category and state; written field by field
 * with their stock per size; archived and restored; and their pictures added, reordered and
 * deleted. Every change is one transaction with its audit entry.
 */
export function createAdminProducts({ db, storage }: AdminProductsDeps) {
  function conditionsOf({ q, category, state }: Filters): SQL | undefined {
    return and(
      q
        ? or(
            ilike(products.name, containsPattern(q)),
            ilike(products.nameBn, containsPattern(q)),
            ilike(products.brand, containsPattern(q)),
          )
        : undefined,
      // A category that is not an id names no row: nothing matches.
      category ? (isUuid(category) ? eq(products.categoryId, category) : sql`false`) : undefined,
      state ? eq(products.active, state === 'active') : undefined,
    );
  }

  const rowsQuery = (where: SQL | undefined) =>
    db
      .select({
        product: products,
        category: { _id: categories.id, title: categories.title, slug: categories.slug },
        item: { _id: categoryItems.id, name: categoryItems.name },
        imageKey: firstImageKey(),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(categoryItems, eq(categoryItems.id, products.categoryItemId))
      .where(where);
  type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

  async function stockOf(q: Queryable, productIds: string[]): Promise<Map<string, Stock>> {
    const rows = productIds.length
      ? await q
          .select({
            productId: productStock.productId,
            size: productStock.size,
            quantity: productStock.quantity,
          })
          .from(productStock)
          .where(inArray(productStock.productId, productIds))
      : [];
    const stock = new Map(productIds.map((id) => [id, emptyStock()]));
    for (const row of rows) {
      const product = stock.get(row.productId);
      if (!product) continue;
      if (row.size === ONE_SIZE) product.units = row.quantity;
      else product.sizes[row.size] = row.quantity;
    }
    return stock;
  }

  const toRow = ({ product, category, item, imageKey }: Row, stock: Stock): AdminProductRow => ({
    _id: product.id,
    name: product.name,
    brand: product.brand,
    price: takaFromPoisha(product.price),
    oldPrice: product.oldPrice === null ? null : takaFromPoisha(product.oldPrice),
    category,
    item: item?._id ? item : null,
    active: product.active,
    thumbnail: imageKey ? productImageUrls(storage, imageKey).thumbnail : '',
    oneSize: product.oneSize,
    stock: stock.sizes,
    stockTotal: unitsOfSizes(stock.sizes) + stock.units,
    shipsFrom: product.shipsFrom,
    updatedAt: product.updatedAt.toISOString(),
  });

  async function details(productId: string): Promise<AdminProduct> {
    if (!isUuid(productId)) throw new NotFound('productNotFound');
    const [row] = await rowsQuery(eq(products.id, productId));
    if (!row) throw new NotFound('productNotFound');
    const [stock, images] = await Promise.all([
      stockOf(db, [productId]),
      db
        .select({ id: productImages.id, key: productImages.storageKey })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position)),
    ]);
    return {
      ...toRow(row, stock.get(productId) ?? emptyStock()),
      nameBn: row.product.nameBn,
      description: row.product.description,
      descriptionBn: row.product.descriptionBn,
      colour: row.product.colour,
      images: images.map((image) => ({ _id: image.id, ...productImageUrls(storage, image.key) })),
    };
  }

  /**
   * The category and item exist and belong together. The category's row is held (shared) until
   * the transaction ends, so it cannot be deleted under the product being written.
   */
  async function checkPlace(tx: Transaction, { categoryId, itemId }: ProductFields) {
    const [category] = isUuid(categoryId)
      ? await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, categoryId))
          .for('share')
      : [];
    if (!category) throw new BadRequest(fieldRefusal('categoryId', 'productCategoryUnknown'));
    if (itemId === null) return;
    const [item] = isUuid(itemId)
      ? await tx
          .select({ id: categoryItems.id })
          .from(categoryItems)
          .where(and(eq(categoryItems.id, itemId), eq(categoryItems.categoryId, categoryId)))
      : [];
    if (!item) throw new BadRequest(fieldRefusal('itemId', 'productItemNotInCategory'));
  }

  /**
   * Locks the product's stock rows, then its own row, in the order a placed order takes them
   * (stock rows, then the product through the stock total's trigger), so the two never deadlock.
   * Answers the row and its stock as they are, or 404.
   */
  async function lockProduct(tx: Transaction, productId: string) {
    if (!isUuid(productId)) throw new NotFound('productNotFound');
    await tx
      .select({ size: productStock.size })
      .from(productStock)
      .where(eq(productStock.productId, productId))
      .orderBy(asc(productStock.size))
      .for('update');
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) throw new NotFound('productNotFound');
    const stock = (await stockOf(tx, [productId])).get(productId) ?? emptyStock();
    return { row, stock };
  }

  /** Sets the units of the sizes given (ONE_SIZE among them), in one statement; the others keep theirs. */
  async function writeStock(tx: Transaction, productId: string, stock: Partial<Record<StockSize, number>>) {
    const sizes = ([...SIZES, ONE_SIZE] as const).filter((size) => stock[size] !== undefined);
    if (sizes.length === 0) return;
    await tx
      .insert(productStock)
      .values(sizes.map((size) => ({ productId, size, quantity: stock[size] ?? 0 })))
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size],
        set: { quantity: sql`excluded.quantity` },
      });
  }

  /**
   * The stock a product sold the way `oneSize` says is left with once `change` is written: a
   * one-size product's units (given, or else what it had, or else what its sizes held when it was
   * sized), or a sized product's sizes given over those it had.
   */
  function nextStock(before: Stock, wasOneSize: boolean, oneSize: boolean, change: StockChange): Stock {
    if (oneSize)
      return {
        sizes: noStock(),
        units: change.units ?? (wasOneSize ? before.units : unitsOfSizes(before.sizes)),
      };
    return { sizes: { ...(wasOneSize ? noStock() : before.sizes), ...change.stock }, units: 0 };
  }

  /**
   * Writes the stock of a product sold the way `oneSize` says. Rows of the other kind are held at
   * 0, not deleted, so that an order placed from the product as it was finds no stock in them and
   * is refused, rather than taking none. A product that becomes one-size folds its cart lines into
   * one per shopper.
   */
  async function writeSoldAs(
    tx: Transaction,
    productId: string,
    { wasOneSize, oneSize }: { wasOneSize: boolean; oneSize: boolean },
    stock: Stock,
  ) {
    if (oneSize) {
      await writeStock(tx, productId, { ...(wasOneSize ? {} : noStock()), [ONE_SIZE]: stock.units });
      if (!wasOneSize) await foldLinesIntoOneSize(tx, productId);
    } else {
      await writeStock(tx, productId, { ...stock.sizes, ...(wasOneSize ? { [ONE_SIZE]: 0 } : {}) });
    }
  }

  const columnsOf = (fields: ProductFields) => ({
    name: fields.name,
    nameBn: fields.nameBn,
    description: fields.description,
    descriptionBn: fields.descriptionBn,
    categoryId: fields.categoryId,
    categoryItemId: fields.itemId,
    price: poishaFromTaka(fields.price),
    oldPrice: fields.oldPrice === null ? null : poishaFromTaka(fields.oldPrice),
    brand: fields.brand,
    colour: fields.colour,
    shipsFrom: fields.shipsFrom,
    oneSize: fields.oneSize,
  });

  /** A change of the product that locks it, writes, and audits what changed, in one transaction. */
  async function change(
    actorUserId: string,
    productId: string,
    action: string,
    write: (
      tx: Transaction,
      locked: Awaited<ReturnType<typeof lockProduct>>,
    ) => Promise<Pick<OperatorAction, 'before' | 'after'>>,
  ): Promise<AdminProduct> {
    await db.transaction(async (tx) => {
      const locked = await lockProduct(tx, productId);
      const audited = await write(tx, locked);
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
      await recordAction(tx, { actorUserId, action, entity: 'product', entityId: productId, ...audited });
    });
    return details(productId);
  }

  const setActive = (actorUserId: string, productId: string, active: boolean) =>
    change(actorUserId, productId, active ? 'product.restore' : 'product.archive', async (tx, { row }) => {
      await tx.update(products).set({ active }).where(eq(products.id, productId));
      return { before: { active: row.active }, after: { active } };
    });

  return {
    details,

    /** A page of the products the filters match, archived ones too, newest first. */
    async list(filters: Filters, page: number, pageSize: number) {
      const where = conditionsOf(filters);
      const [rows, [total]] = await Promise.all([
        rowsQuery(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(products).where(where),
      ]);
      const stock = await stockOf(
        db,
        rows.map((row) => row.product.id),
      );
      return {
        total: total?.n ?? 0,
        page,
        pageSize,
        rows: rows.map((row) => toRow(row, stock.get(row.product.id) ?? emptyStock())),
      };
    },

    /**
     * A new product, in stock as given: a sized one has a row for every size (0 when not given),
     * a one-size one its one row.
     */
    async create(actorUserId: string, input: ProductInput): Promise<AdminProduct> {
      const fields = input as ProductFields;
      const productId = await db.transaction(async (tx) => {
        await checkPlace(tx, fields);
        const [created] = await tx.insert(products).values(columnsOf(fields)).returning();
        if (!created) throw new Error('product not created');
        const stock = nextStock(emptyStock(), fields.oneSize, fields.oneSize, fields);
        if (fields.oneSize) await writeStock(tx, created.id, { [ONE_SIZE]: stock.units });
        else await writeStock(tx, created.id, stock.sizes);
        await recordAction(tx, {
          actorUserId,
          action: 'product.create',
          entity: 'product',
          entityId: created.id,
          before: null,
          after: { ...auditedFields(created), stock: auditedStock(fields.oneSize, stock) },
        });
        return created.id;
      });
      return details(productId);
    },

    /**
     * Every field as the editor shows it; the stock of the sizes given, or the units of a one-size
     * product. Switching between sized and one-size takes the product's stock rows over as
     * `writeSoldAs` says.
     */
    update: (actorUserId: string, productId: string, input: ProductInput) =>
      change(actorUserId, productId, 'product.update', async (tx, { row, stock }) => {
        const fields = input as ProductFields;
        await checkPlace(tx, fields);
        const [updated] = await tx
          .update(products)
          .set(columnsOf(fields))
          .where(eq(products.id, productId))
          .returning();
        if (!updated) throw new NotFound('productNotFound');
        const sold = { wasOneSize: row.oneSize, oneSize: fields.oneSize };
        const after = nextStock(stock, row.oneSize, fields.oneSize, fields);
        await writeSoldAs(tx, productId, sold, after);
        return changes(
          { ...auditedFields(row), stock: auditedStock(row.oneSize, stock) },
          { ...auditedFields(updated), stock: auditedStock(fields.oneSize, after) },
        );
      }),

    archive: (actorUserId: string, productId: string) => setActive(actorUserId, productId, false),
    restore: (actorUserId: string, productId: string) => setActive(actorUserId, productId, true),

    /** The stock of the sizes given of a sized product, or the units of a one-size one. */
    setStock: (actorUserId: string, productId: string, next: SetStock) =>
      change(actorUserId, productId, 'product.stock', async (tx, { row, stock }) => {
        const given = next as StockChange;
        if (row.oneSize && Object.values(given.stock).some((units) => units !== undefined))
          throw new BadRequest(fieldRefusal('stock', 'stockSizesOfOneSize'));
        if (!row.oneSize && given.units !== undefined)
          throw new BadRequest(fieldRefusal('units', 'stockUnitsOfSized'));
        const after = nextStock(stock, row.oneSize, row.oneSize, given);
        if (row.oneSize) await writeStock(tx, productId, { [ONE_SIZE]: after.units });
        else await writeStock(tx, productId, given.stock);
        return changes(auditedStock(row.oneSize, stock), auditedStock(row.oneSize, after));
      }),

    /**
     * A picture after the product's others: checked and cut to 4:5 at the catalogue's widths
     * before the product is locked (that takes the longest), then stored and listed.
     */
    async addImage(actorUserId: string, productId: string, bytes: Buffer): Promise<AdminProduct> {
      if (!isUuid(productId)) throw new NotFound('productNotFound');
      const renditions = await checkedRenditions(
        bytes,
        Object.values(PRODUCT_IMAGE_WIDTHS),
        PRODUCT_IMAGE_ASPECT,
      );
      const storageKey = `products/${randomUUID()}`;
      return change(actorUserId, productId, 'productImage.add', async (tx) => {
        const [kept] = await tx
          .select({
            n: count(),
            last: sql<number>`coalesce(max(${productImages.position}), -1)`.mapWith(Number),
          })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        if ((kept?.n ?? 0) >= MAX_PRODUCT_IMAGES) throw new Conflict('productImageLimit');
        // Written before the row that names them: a row never points at a missing file.
        for (const rendition of renditions)
          await storage.put(renditionKey(storageKey, rendition.width), rendition.bytes);
        const [image] = await tx
          .insert(productImages)
          .values({ productId, storageKey, position: (kept?.last ?? -1) + 1 })
          .returning({ id: productImages.id });
        return { before: null, after: { imageId: image?.id, storageKey } };
      });
    },

    /**
     * The pictures in the order given, every one listed once. Positions are unique per product,
     * checked row by row: every picture first moves to a negative place, then to its new one.
     */
    reorderImages: (actorUserId: string, productId: string, imageIds: string[]) =>
      change(actorUserId, productId, 'productImage.reorder', async (tx) => {
        const current = await tx
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.productId, productId))
          .orderBy(asc(productImages.position));
        const known = new Set(current.map((image) => image.id));
        if (
          imageIds.length !== known.size ||
          new Set(imageIds).size !== known.size ||
          !imageIds.every((id) => known.has(id))
        )
          throw new BadRequest(fieldRefusal('imageIds', 'productImagesMismatch'));
        if (imageIds.length) {
          await tx
            .update(productImages)
            .set({ position: sql`-1 - ${productImages.position}` })
            .where(eq(productImages.productId, productId));
          const positions = sql.join(
            imageIds.map((id, position) => sql`when ${id}::uuid then ${position}::int`),
            sql` `,
          );
          await tx
            .update(productImages)
            .set({ position: sql`case ${productImages.id} ${positions} end` })
            .where(eq(productImages.productId, productId));
        }
        return { before: { imageIds: current.map((image) => image.id) }, after: { imageIds } };
      }),

    deleteImage: (actorUserId: string, productId: string, imageId: string) =>
      change(actorUserId, productId, 'productImage.delete', async (tx) => {
        const [deleted] = isUuid(imageId)
          ? await tx
              .delete(productImages)
              .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
              .returning()
          : [];
        if (!deleted) throw new NotFound('productImageNotFound');
        return {
          before: { imageId, storageKey: deleted.storageKey, position: deleted.position },
          after: null,
        };
      }),
  };
}
export type AdminProducts = ReturnType<typeof createAdminProducts>;
