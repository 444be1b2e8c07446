// Breaks routes-go-through-services twice: a routes file with a table and a query of its own.
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { orderTotal } from './service';

export type OrderAnswer = { table: typeof orders; total: number };

export const orderQuery = (id: string) => eq(orders.id, id);

export const answer = (linePrices: number[]): OrderAnswer => ({
  table: orders,
  total: orderTotal(linePrices),
});
