import type { OrderItem, OrderSummary } from '@haat/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { productImageUrls } from '../catalogue/images';

export type OrdersService = ReturnType<typeof createOrdersService>;

type OrderItemRow = typeof orderItems.$inferSelect;

export function createOrdersService({ db, storage }: { db: Database; storage: FileStorage }) {
  // An order line keeps the storage key of the product's picture as it was sold (docs/decisions.md).
  const toOrderItem = (item: OrderItemRow): OrderItem => ({
    name: item.name,
    image: item.image ? productImageUrls(storage, item.image).thumbnail : '',
    price: takaFromPoisha(item.unitPrice),
    quantity: item.quantity,
    size: item.size,
    product_id: item.productId,
  });

  return {
    /** The shopper's own orders, newest first, each with its lines. */
    async myOrders(userId: string): Promise<OrderSummary[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((order) => order.id),
          ),
        )
        // Lines have no position of their own: a stable order keeps the lists from reshuffling.
        .orderBy(asc(orderItems.name), asc(orderItems.size), asc(orderItems.id));
      const itemsByOrder = new Map<string, OrderItem[]>();
      for (const item of items) {
        const lines = itemsByOrder.get(item.orderId) ?? [];
        lines.push(toOrderItem(item));
        itemsByOrder.set(item.orderId, lines);
      }
      return rows.map((order) => ({
        _id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        paymentStatus: order.paymentStatus,
        paymentMethod: order.paymentMethod,
        createdAt: order.createdAt.toISOString(),
        total: takaFromPoisha(order.total),
        items: itemsByOrder.get(order.id) ?? [],
      }));
    },
  };
}
