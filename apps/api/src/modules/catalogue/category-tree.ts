// The category tree: every category with its items, as the shop's menus list them and as the
// listing's filters look their slugs up; read at most once a minute.
import type { Category } from '@haat/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryItems } from '../../db/schema';

const CATEGORY_TREE_TTL_MS = 60_000;

export type CategoryTree = {
  list: Category[];
  categoryIds: Set<string>;
  categoryIdBySlug: Map<string, string>;
  /** Item slugs are unique in practice, but two categories may share one. */
  itemIdsBySlug: Map<string, string[]>;
};

async function readCategoryTree(db: Database): Promise<CategoryTree> {
  const [categoryRows, itemRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.title)),
    db
      .select({
        id: categoryItems.id,
        categoryId: categoryItems.categoryId,
        name: categoryItems.name,
        nameBn: categoryItems.nameBn,
        slug: categoryItems.slug,
      })
      .from(categoryItems)
      .orderBy(asc(categoryItems.position), asc(categoryItems.name)),
  ]);
  const itemIdsBySlug = new Map<string, string[]>();
  for (const item of itemRows)
    itemIdsBySlug.set(item.slug, [...(itemIdsBySlug.get(item.slug) ?? []), item.id]);
  return {
    list: categoryRows.map((category) => {
      const items = itemRows.filter((item) => item.categoryId === category.id);
      return {
        id: category.id,
        title: category.title,
        titleBn: category.titleBn,
        slug: category.slug,
        items: items.map((item) => item.name),
        itemsBn: items.map((item) => item.nameBn),
      };
    }),
    categoryIds: new Set(categoryRows.map((category) => category.id)),
    categoryIdBySlug: new Map(categoryRows.map((category) => [category.slug, category.id])),
    itemIdsBySlug,
  };
}

export type CategoryTreeMemory = ReturnType<typeof createCategoryTree>;

/**
 * Categories and items change seldom and every listing needs them: they are read at most once a
 * minute, as long as browsers may keep a catalogue answer anyway, and at once after a change
 * (`forget`).
 */
export function createCategoryTree(db: Database) {
  let tree: { value: Promise<CategoryTree>; readAt: number } | undefined;
  return {
    read(): Promise<CategoryTree> {
      if (tree && Date.now() - tree.readAt < CATEGORY_TREE_TTL_MS) return tree.value;
      const value = readCategoryTree(db);
      tree = { value, readAt: Date.now() };
      value.catch(() => {
        tree = undefined;
      });
      return value;
    },
    forget() {
      tree = undefined;
    },
  };
}
