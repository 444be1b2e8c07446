import { randomUUID } from 'node:crypto';
import { slugFor } from '@haat/contracts';
import type { AdminCategory } from '@haat/contracts/admin';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { categories, categoryItems, products, settings } from '../../db/schema';
import { BadRequest, Conflict, fieldRefusal, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { checkedRenditions } from '../../lib/images';
import { isUniqueViolation } from '../../lib/sql';
import type { FileStorage } from '../../storage';
import { type OperatorAction, recordAction } from '../audit/service';
import { readSetting } from '../settings/service';

type AdminCategoriesDeps = {
  db: Database;
  storage: FileStorage;
};

/** The home page's banner is kept this wide: a laptop's screen, and half of it on a phone. */
const HERO_WIDTH = 1200;

/** A category's or item's name as the contract parsed it: the Bengali is null when there is none. */
export type ShelfName = { name: string; nameBn: string | null };

/** Every id listed once, and no other: the only new order there is. */
const sameIds = (listed: string[], known: string[]) =>
  listed.length === known.length &&
  new Set(listed).size === known.length &&
  known.every((id) => listed.includes(id));

/**
 * The operator's categories: those of the menu and their items (created, renamed,
 * reordered, deleted when empty), and the home page's hero picture.
 */
export function createAdminCategories({ db, storage }: AdminCategoriesDeps) {
  async function list(): Promise<AdminCategory[]> {
    // Archived products count too: they stay filed where they are.
    const filedUnder = (column: typeof products.categoryId | typeof products.categoryItemId) =>
      db.select({ id: column, n: count() }).from(products).groupBy(column);
    const [categoryRows, itemRows, inCategory, inItem] = await Promise.all([
      db
        .select({
          _id: categories.id,
          title: categories.title,
          titleBn: categories.titleBn,
          slug: categories.slug,
        })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.title)),
      db
        .select({
          _id: categoryItems.id,
          categoryId: categoryItems.categoryId,
          name: categoryItems.name,
          nameBn: categoryItems.nameBn,
          slug: categoryItems.slug,
        })
        .from(categoryItems)
        .orderBy(asc(categoryItems.position), asc(categoryItems.name)),
      filedUnder(products.categoryId),
      filedUnder(products.categoryItemId),
    ]);
    const counted = (rows: { id: string | null; n: number }[]) => new Map(rows.map((row) => [row.id, row.n]));
    const [byCategory, byItem] = [counted(inCategory), counted(inItem)];
    return categoryRows.map((category) => ({
      ...category,
      productCount: byCategory.get(category._id) ?? 0,
      items: itemRows
        .filter((item) => item.categoryId === category._id)
        .map(({ categoryId: _, ...item }) => ({ ...item, productCount: byItem.get(item._id) ?? 0 })),
    }));
  }

  /**
   * A change of the categories or items in one transaction with the audit entry `write` answers; a name that
   * is taken is refused with `taken`. The catalogue reads them afresh after it.
   */
  async function change(
    actorUserId: string,
    taken: 'categoryNameTaken' | 'categoryItemNameTaken',
    write: (tx: Transaction) => Promise<Omit<OperatorAction, 'actorUserId'>>,
  ): Promise<AdminCategory[]> {
    try {
      await db.transaction(async (tx) => recordAction(tx, { actorUserId, ...(await write(tx)) }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(fieldRefusal('name', taken));
      throw error;
    }
    return list();
  }

  async function lockCategory(tx: Transaction, categoryId: string) {
    const [category] = isUuid(categoryId)
      ? await tx.select().from(categories).where(eq(categories.id, categoryId)).for('update')
      : [];
    if (!category) throw new NotFound('categoryNotFound');
    return category;
  }

  async function lockItem(tx: Transaction, categoryId: string, itemId: string) {
    await lockCategory(tx, categoryId);
    const [item] = isUuid(itemId)
      ? await tx
          .select()
          .from(categoryItems)
          .where(and(eq(categoryItems.id, itemId), eq(categoryItems.categoryId, categoryId)))
      : [];
    if (!item) throw new NotFound('categoryItemNotFound');
    return item;
  }

  /** A category or item is deleted only when no product, archived ones too, is filed under it. */
  async function refuseWhenFiled(tx: Transaction, filed: SQL, code: 'categoryInUse' | 'categoryItemInUse') {
    const [used] = await tx.select({ n: count() }).from(products).where(filed);
    if ((used?.n ?? 0) > 0) throw new Conflict(code);
  }

  /** Positions 0, 1, 2… in the order given, which must list every one of `known` once. */
  async function writeOrder(
    tx: Transaction,
    table: typeof categories | typeof categoryItems,
    known: string[],
    ids: string[],
  ) {
    if (!sameIds(ids, known)) throw new BadRequest(fieldRefusal('ids', 'categoriesMismatch'));
    const positions = sql.join(
      ids.map((id, position) => sql`when ${id}::uuid then ${position}::int`),
      sql` `,
    );
    if (ids.length)
      await tx.execute(sql`update ${table} set position = case id ${positions} end where id in ${ids}`);
    return { before: { ids: known }, after: { ids } };
  }

  const nextPosition = sql<number>`coalesce(max(position), -1) + 1`.mapWith(Number);

  /** Deletes with `remove`, answering the name it had and the categories left. */
  async function removal(remove: (named: (name: string) => void) => Promise<AdminCategory[]>) {
    let name = '';
    const categories = await remove((removed) => {
      name = removed;
    });
    return { name, categories };
  }

  return {
    list,

    createCategory: (actorUserId: string, { name: title, nameBn: titleBn }: ShelfName) =>
      change(actorUserId, 'categoryNameTaken', async (tx) => {
        const [last] = await tx.select({ position: nextPosition }).from(categories);
        const [created] = await tx
          .insert(categories)
          .values({ title, titleBn, slug: slugFor(title), position: last?.position ?? 0 })
          .returning();
        if (!created) throw new Error('category not created');
        return {
          action: 'category.create',
          entity: 'category',
          entityId: created.id,
          before: null,
          after: { title, titleBn, slug: created.slug },
        };
      }),

    /** A new name in both languages: the slug follows the English one. */
    renameCategory: (actorUserId: string, categoryId: string, { name: title, nameBn: titleBn }: ShelfName) =>
      change(actorUserId, 'categoryNameTaken', async (tx) => {
        const before = await lockCategory(tx, categoryId);
        const slug = slugFor(title);
        await tx.update(categories).set({ title, titleBn, slug }).where(eq(categories.id, categoryId));
        return {
          action: 'category.rename',
          entity: 'category',
          entityId: categoryId,
          before: { title: before.title, titleBn: before.titleBn, slug: before.slug },
          after: { title, titleBn, slug },
        };
      }),

    reorderCategories: (actorUserId: string, ids: string[]) =>
      change(actorUserId, 'categoryNameTaken', async (tx) => {
        // Locked in id order, which no reorder changes, so that two reorders never deadlock.
        await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).for('update');
        const current = await tx
          .select({ id: categories.id })
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.title));
        const order = await writeOrder(
          tx,
          categories,
          current.map((category) => category.id),
          ids,
        );
        return { action: 'category.reorder', entity: 'category', entityId: 'menu', ...order };
      }),

    /** A category no product is filed under, with its items. */
    deleteCategory: (actorUserId: string, categoryId: string) =>
      removal((named) =>
        change(actorUserId, 'categoryNameTaken', async (tx) => {
          const category = await lockCategory(tx, categoryId);
          named(category.title);
          await refuseWhenFiled(tx, eq(products.categoryId, categoryId), 'categoryInUse');
          await tx.delete(categories).where(eq(categories.id, categoryId));
          return {
            action: 'category.delete',
            entity: 'category',
            entityId: categoryId,
            before: { title: category.title, titleBn: category.titleBn, slug: category.slug },
            after: null,
          };
        }),
      ),

    createItem: (actorUserId: string, categoryId: string, { name, nameBn }: ShelfName) =>
      change(actorUserId, 'categoryItemNameTaken', async (tx) => {
        await lockCategory(tx, categoryId);
        const [last] = await tx
          .select({ position: nextPosition })
          .from(categoryItems)
          .where(eq(categoryItems.categoryId, categoryId));
        const [created] = await tx
          .insert(categoryItems)
          .values({ categoryId, name, nameBn, slug: slugFor(name), position: last?.position ?? 0 })
          .returning();
        if (!created) throw new Error('item not created');
        return {
          action: 'categoryItem.create',
          entity: 'categoryItem',
          entityId: created.id,
          before: null,
          after: { categoryId, name, nameBn, slug: created.slug },
        };
      }),

    /** A new name in both languages: the slug follows the English one. */
    renameItem: (actorUserId: string, categoryId: string, itemId: string, { name, nameBn }: ShelfName) =>
      change(actorUserId, 'categoryItemNameTaken', async (tx) => {
        const before = await lockItem(tx, categoryId, itemId);
        const slug = slugFor(name);
        await tx.update(categoryItems).set({ name, nameBn, slug }).where(eq(categoryItems.id, itemId));
        return {
          action: 'categoryItem.rename',
          entity: 'categoryItem',
          entityId: itemId,
          before: { name: before.name, nameBn: before.nameBn, slug: before.slug },
          after: { name, nameBn, slug },
        };
      }),

    reorderItems: (actorUserId: string, categoryId: string, ids: string[]) =>
      change(actorUserId, 'categoryItemNameTaken', async (tx) => {
        // The category's row, locked, makes reorders of its items take turns.
        await lockCategory(tx, categoryId);
        const current = await tx
          .select({ id: categoryItems.id })
          .from(categoryItems)
          .where(eq(categoryItems.categoryId, categoryId))
          .orderBy(asc(categoryItems.position), asc(categoryItems.name));
        const order = await writeOrder(
          tx,
          categoryItems,
          current.map((item) => item.id),
          ids,
        );
        return { action: 'categoryItem.reorder', entity: 'category', entityId: categoryId, ...order };
      }),

    deleteItem: (actorUserId: string, categoryId: string, itemId: string) =>
      removal((named) =>
        change(actorUserId, 'categoryItemNameTaken', async (tx) => {
          const item = await lockItem(tx, categoryId, itemId);
          named(item.name);
          await refuseWhenFiled(tx, eq(products.categoryItemId, itemId), 'categoryItemInUse');
          await tx.delete(categoryItems).where(eq(categoryItems.id, itemId));
          return {
            action: 'categoryItem.delete',
            entity: 'categoryItem',
            entityId: itemId,
            before: { categoryId, name: item.name, nameBn: item.nameBn, slug: item.slug },
            after: null,
          };
        }),
      ),

    /** The home page's picture: checked, stored as WebP under a new key, and set, with its audit entry. */
    async setHeroImage(actorUserId: string, bytes: Buffer): Promise<void> {
      const [hero] = await checkedRenditions(bytes, [HERO_WIDTH]);
      if (!hero) throw new Error('hero image not rendered');
      const storageKey = `hero/${randomUUID()}.webp`;
      await storage.put(storageKey, hero.bytes);
      const value = { storageKey, contentType: 'image/webp' };
      await db.transaction(async (tx) => {
        const before = await readSetting(tx, 'hero_image');
        await tx
          .insert(settings)
          .values({ key: 'hero_image', value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
        await recordAction(tx, {
          actorUserId,
          action: 'setting.heroImage',
          entity: 'setting',
          entityId: 'hero_image',
          before,
          after: value,
        });
      });
    },
  };
}
export type AdminCategories = ReturnType<typeof createAdminCategories>;
