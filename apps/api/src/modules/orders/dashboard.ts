import {
  DASHBOARD_STOCK_LIST,
  type DashboardFigures,
  LOW_STOCK_UNITS,
  WAITING_STATUSES,
} from '@haat/contracts/admin';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, paymentProofs, products, returns } from '../../db/schema';
import { dhakaMidnight } from '../../lib/dhaka-time';
import { takaFromPoisha } from '../../lib/money';
import { courierFigures } from '../shipping/courier-figures';

/**
 * Revenue: an order's total counts unless the order was cancelled or its payment refunded. Orders
 * still waiting for their payment count: the dashboard shows what the shop has sold, not cashed.
 */
const bringsRevenue = sql`${orders.status} <> 'cancelled' and ${orders.paymentStatus} <> 'refunded'`;

/**
 * The back office's first page: orders and revenue over Dhaka's days, what waits for the shop, the
 * products running out, and the cash couriers hold. Each figure is one indexed query (migration 0013).
 */
export function createDashboard({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function periods(at: Date) {
    const today = dhakaMidnight(at, 0);
    const week = dhakaMidnight(at, 6);
    const month = dhakaMidnight(at, 29);
    const since = (start: Date) => sql`${orders.createdAt} >= ${start.toISOString()}::timestamptz`;
    const [row] = await db
      .select({
        today: sql<number>`count(*) filter (where ${since(today)})`.mapWith(Number),
        todayRevenue:
          sql<number>`coalesce(sum(${orders.total}) filter (where ${since(today)} and ${bringsRevenue}), 0)`.mapWith(
            Number,
          ),
        week: sql<number>`count(*) filter (where ${since(week)})`.mapWith(Number),
        weekRevenue:
          sql<number>`coalesce(sum(${orders.total}) filter (where ${since(week)} and ${bringsRevenue}), 0)`.mapWith(
            Number,
          ),
        month: count(),
        monthRevenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${bringsRevenue}), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(and(gte(orders.createdAt, month), lte(orders.createdAt, at)));
    const period = (n = 0, poisha = 0) => ({ orders: n, revenue: takaFromPoisha(poisha) });
    return {
      today: period(row?.today, row?.todayRevenue),
      last7Days: period(row?.week, row?.weekRevenue),
      last30Days: period(row?.month, row?.monthRevenue),
    };
  }

  const onSale = and(eq(products.active, true), lte(products.stockTotal, LOW_STOCK_UNITS));

  return {
    async figures(): Promise<DashboardFigures> {
      const at = now();
      const [times, waiting, [proofs], [returnsWaiting], [refundsOwed], [stock], alerts, couriers] =
        await Promise.all([
          periods(at),
          db
            .select({ status: orders.status, n: count() })
            .from(orders)
            .where(inArray(orders.status, [...WAITING_STATUSES]))
            .groupBy(orders.status),
          db.select({ n: count() }).from(paymentProofs).where(eq(paymentProofs.status, 'submitted')),
          db.select({ n: count() }).from(returns).where(eq(returns.status, 'requested')),
          db
            .select({ n: count() })
            .from(orders)
            .where(and(eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'paid'))),
          db
            .select({
              out: sql<number>`count(*) filter (where ${products.stockTotal} = 0)`.mapWith(Number),
              low: sql<number>`count(*) filter (where ${products.stockTotal} > 0)`.mapWith(Number),
            })
            .from(products)
            .where(onSale),
          db
            .select({ id: products.id, name: products.name, stockTotal: products.stockTotal })
            .from(products)
            .where(onSale)
            .orderBy(asc(products.stockTotal), asc(products.name), asc(products.id))
            .limit(DASHBOARD_STOCK_LIST),
          courierFigures(db, at),
        ]);
      const waitingBy = new Map(waiting.map((row) => [row.status, row.n]));
      return {
        ...times,
        waiting: WAITING_STATUSES.map((status) => ({ status, orders: waitingBy.get(status) ?? 0 })),
        proofsWaiting: proofs?.n ?? 0,
        returnsWaiting: returnsWaiting?.n ?? 0,
        refundsOwed: refundsOwed?.n ?? 0,
        stock: {
          lowUnits: LOW_STOCK_UNITS,
          low: stock?.low ?? 0,
          out: stock?.out ?? 0,
          products: alerts.map((row) => ({ _id: row.id, name: row.name, stockTotal: row.stockTotal })),
        },
        couriers,
      };
    },
  };
}
export type Dashboard = ReturnType<typeof createDashboard>;
