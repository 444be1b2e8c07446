import {
  type CheckoutPaymentMethod,
  type Courier,
  DEFAULT_SIZE,
  DELIVERY_FEES_TAKA,
  type OrderStatus,
  type ParcelProgress,
  type PaymentStatus,
  type ShipsFrom,
  SIZES,
  type Size,
  slugFor,
} from '@haat/contracts';
import type { Database } from '../src/db/client';
import {
  categories,
  categoryItems,
  ONE_SIZE,
  orderItems,
  orderStatusEvents,
  orders,
  productImages,
  productStock,
  products,
  promoCodes,
  shipments,
  wishlistItems,
} from '../src/db/schema';
import { poishaFromTaka } from '../src/lib/money';

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(
  db: Database,
  {
    title = `Category ${next()}`,
    titleBn = null as string | null,
    items = [] as string[],
    /** The items' Bengali names, in the order of `items`. */
    itemsBn = [] as (string | null)[],
    position = 0,
  } = {},
) {
  const [category] = await db
    .insert(categories)
    .values({ title, titleBn, slug: slugFor(title), position })
    .returning();
  if (!category) throw new Error('category not created');
  const itemRows = items.length
    ? await db
        .insert(categoryItems)
        .values(
          items.map((name, index) => ({
            categoryId: category.id,
            name,
            nameBn: itemsBn[index] ?? null,
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
  nameBn?: string | null;
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
  /** Units per size (10 of each unless given). */
  stock?: Partial<Record<Size, number>>;
  /** Sold in one size, with `units` in stock (10 unless given). */
  oneSize?: boolean;
  units?: number;
  shipsFrom?: ShipsFrom;
  /** How many images, stored under made-up keys. */
  images?: number;
};

export async function createProduct(db: Database, input: ProductInput) {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({
      name: input.name ?? `Test Product ${n}`,
      nameBn: input.nameBn ?? null,
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
      oneSize: input.oneSize ?? false,
      shipsFrom: input.shipsFrom ?? 'BD',
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!product) throw new Error('product not created');
  await db
    .insert(productStock)
    .values(
      input.oneSize
        ? [{ productId: product.id, size: ONE_SIZE, quantity: input.units ?? 10 }]
        : SIZES.map((size) => ({ productId: product.id, size, quantity: input.stock?.[size] ?? 10 })),
    );
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

type OrderLineInput = {
  productId?: string | null;
  name?: string;
  nameBn?: string | null;
  /** A storage key of a product picture, as the order keeps it. */
  image?: string;
  size?: Size;
  /** Taka, for one piece. */
  price?: number;
  quantity?: number;
};

type OrderInput = {
  userId: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: CheckoutPaymentMethod;
  /** Taka. */
  shippingCost?: number;
  createdAt?: Date;
  items?: OrderLineInput[];
  /** Where it ships: the district is the postal code's second part ("division - district - area"). */
  city?: string;
  postalCode?: string;
  /** The pickup point's phone, as it was stored (a shop before the phone rule kept any spelling). */
  phone?: string;
  /** The pickup point's street address. */
  address?: string;
};

/** An order as placing one leaves it: the order row and its lines, totals worked out in poisha. */
export async function createOrder(db: Database, input: OrderInput) {
  const n = next();
  const lines = (input.items ?? [{}]).map((line, index) => ({
    productId: line.productId ?? null,
    name: line.name ?? `Ordered Product ${n}.${index + 1}`,
    nameBn: line.nameBn ?? null,
    image: line.image ?? '',
    size: line.size ?? DEFAULT_SIZE,
    unitPrice: poishaFromTaka(line.price ?? 500),
    quantity: line.quantity ?? 1,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shippingCost = poishaFromTaka(input.shippingCost ?? DELIVERY_FEES_TAKA.dhakaInside);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `HT-TEST-${String(n).padStart(6, '0')}`,
      userId: input.userId,
      status: input.status ?? 'pending',
      paymentStatus: input.paymentStatus ?? 'pending',
      paymentMethod: input.paymentMethod ?? 'cash_on_delivery',
      subtotal,
      shippingCost,
      total: subtotal + shippingCost,
      shippingAddress: {
        fullName: 'Test Shopper',
        phone: input.phone ?? '01700000000',
        address: input.address ?? 'House 1, Road 2',
        city: input.city ?? 'Dhaka',
        postalCode: input.postalCode ?? 'Dhaka - Dhaka - Dhanmondi',
        country: 'Bangladesh',
      },
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!order) throw new Error('order not created');
  const items = await db
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: order.id })))
    .returning();
  return { ...order, items };
}

type ShipmentInput = {
  orderId: string;
  courier?: Courier;
  consignmentId?: string;
  /** The order's number unless given. */
  invoice: string;
  /** Taka. */
  codAmount?: number;
  /** Taka, once delivered. */
  collectedAmount?: number | null;
  progress?: ParcelProgress;
  bookedAt?: Date;
  /** When the order's step to delivered was taken: the event is written when given. */
  deliveredAt?: Date;
};

/** A parcel a courier took for an order (its booking `booked`), as its news left it; the order's row is left as it is. */
export async function createShipment(db: Database, input: ShipmentInput) {
  const n = next();
  const [shipment] = await db
    .insert(shipments)
    .values({
      orderId: input.orderId,
      courier: input.courier ?? 'steadfast',
      state: 'booked',
      invoice: input.invoice,
      codAmount: poishaFromTaka(input.codAmount ?? 0),
      consignmentId: input.consignmentId ?? `TEST${String(n).padStart(8, '0')}`,
      trackingCode: `TRK${n}`,
      collectedAmount: input.collectedAmount == null ? null : poishaFromTaka(input.collectedAmount),
      progress: input.progress ?? 'booked',
      bookedAt: input.bookedAt ?? new Date(),
    })
    .returning();
  if (!shipment) throw new Error('shipment not created');
  if (input.deliveredAt)
    await db
      .insert(orderStatusEvents)
      .values({ orderId: input.orderId, status: 'delivered', createdAt: input.deliveredAt });
  return shipment;
}

/** A product on a shopper's wishlist, saved at `createdAt` (now unless given). */
export async function createWishlistItem(
  db: Database,
  input: { userId: string; productId: string; createdAt?: Date },
) {
  const [entry] = await db
    .insert(wishlistItems)
    .values({
      userId: input.userId,
      productId: input.productId,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!entry) throw new Error('wishlist entry not created');
  return entry;
}

type PromoInput = {
  code?: string;
  kind?: 'percent' | 'fixed';
  /** A percentage, or taka for a fixed code. */
  value?: number;
  /** Taka. */
  minSubtotal?: number;
  /** Taka. */
  maxDiscount?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  usedCount?: number;
  perShopperLimit?: number | null;
  active?: boolean;
  description?: string;
};

/** A promo code, 10% off with no limits but one use per shopper unless told otherwise. */
export async function createPromoCode(db: Database, input: PromoInput = {}) {
  const kind = input.kind ?? 'percent';
  const value = input.value ?? 10;
  const [promo] = await db
    .insert(promoCodes)
    .values({
      code: (input.code ?? `TEST${next()}`).toUpperCase(),
      kind,
      value: kind === 'percent' ? value : poishaFromTaka(value),
      description: input.description ?? `${value}${kind === 'percent' ? '%' : ' taka'} off`,
      minSubtotal: poishaFromTaka(input.minSubtotal ?? 0),
      maxDiscount: input.maxDiscount == null ? null : poishaFromTaka(input.maxDiscount),
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      usageLimit: input.usageLimit ?? null,
      usedCount: input.usedCount ?? 0,
      perShopperLimit: input.perShopperLimit === undefined ? 1 : input.perShopperLimit,
      active: input.active ?? true,
    })
    .returning();
  if (!promo) throw new Error('promo code not created');
  return promo;
}
