import { SIZES, type Size, slugFor } from '@haat/contracts';
import type { Database } from '../src/db/client';
import { categories, categoryItems, productImages, productStock, products } from '../src/db/schema';
import { poishaFromTaka } from '../src/lib/money';

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(
  db: Database,
  { title = `Category ${next()}`, items = [] as string[], position = 0 } = {},
) {
  const [category] = await db
    .insert(categories)
    .values({ title, slug: slugFor(title), position })
    .returning();
  if (!category) throw new Error('category not created');
  const itemRows = items.length
    ? await db
        .insert(categoryItems)
        .values(
          items.map((name, index) => ({
            categoryId: category.id,
            name,
            slug: slugFor(name),
            position: index,
          })),
        )
        .returning()
    : [];
  return { ...category, items: itemRows };
}

type ProductInput = {
  categoryId: string;
  categoryItemId?: string | null;
  name?: string;
  description?: string;
  brand?: string;
  colour?: string;
  /** Taka. */
  price?: number;
  /** Taka. */
  oldPrice?: number | null;
  rating?: number;
  sold?: number;
  createdAt?: Date;
  active?: boolean;
  stock?: Partial<Record<Size, number>>;
  /** How many images, stored under made-up keys. */
  images?: number;
};

export async function createProduct(db: Database, input: ProductInput) {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({
      name: input.name ?? `Test Product ${n}`,
      description: input.description ?? 'A product made by a test.',
      categoryId: input.categoryId,
      categoryItemId: input.categoryItemId ?? null,
      brand: input.brand ?? 'Test Brand',
      colour: input.colour ?? 'Red',
      price: poishaFromTaka(input.price ?? 1000),
      oldPrice: input.oldPrice == null ? null : poishaFromTaka(input.oldPrice),
      rating: input.rating ?? 4,
      sold: input.sold ?? 0,
      active: input.active ?? true,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!product) throw new Error('product not created');
  await db
    .insert(productStock)
    .values(SIZES.map((size) => ({ productId: product.id, size, quantity: input.stock?.[size] ?? 10 })));
  const imageCount = input.images ?? 2;
  if (imageCount > 0) {
    await db.insert(productImages).values(
      Array.from({ length: imageCount }, (_, position) => ({
        productId: product.id,
        position,
        storageKey: `products/test-${n}-${position}`,
      })),
    );
  }
  return product;
}
