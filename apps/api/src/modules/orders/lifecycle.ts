import type { OrderStatus } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orders } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import {
  changePayment,
  type LockedOrder,
  lockOrder,
  moveOrder,
  type OrderState,
  wayBetween,
} from './order-state-machine';

type Move = {
  to: OrderStatus;
  /** Why, in the words of whoever moved it: a shopper's cancellation reason, an operator's note. */
  note: string;
  actorUserId: string | null;
  /** Only this shopper's order may move (a shopper's own cancellation); any order when absent. */
  ownerId?: string;
  /** More to write in the same transaction once the move is written, such as the audit log's entry. */
  alsoWrite?: (tx: Transaction, from: OrderStatus) => Promise<void>;
  /** Read with the order's row locked: when false, the move is no longer wanted and nothing changes. */
  stillWanted?: (tx: Transaction) => Promise<boolean>;
};

/**
 * An order's changes, each in a transaction of its own, for callers with nothing else to change:
 * the shopper's cancellation, the operator's moves, the unpaid-order job. Each asks the order state
 * machine, the order's row locked first, so two changes of one order take turns.
 */
export function createOrderLifecycle({ db }: { db: Database }) {
  const withOrderLocked = <T>(orderId: string, work: (tx: Transaction, order: LockedOrder) => Promise<T>) =>
    db.transaction(async (tx) => work(tx, await lockOrder(tx, orderId)));

  /** Answers the status the order moved from, or null when it was no longer wanted. */
  const move = (orderId: string, { to, note, actorUserId, ownerId, alsoWrite, stillWanted }: Move) =>
    withOrderLocked(orderId, async (tx, order): Promise<OrderStatus | null> => {
      if (ownerId !== undefined && order.userId !== ownerId) throw new Forbidden('orderForbidden');
      if (stillWanted && !(await stillWanted(tx))) return null;
      await moveOrder(tx, order, to, { actorUserId, note });
      await alsoWrite?.(tx, order.status);
      return order.status;
    });

  /**
   * An order paid online that was not paid switches to cash on delivery (the shopper will pay the
   * courier), written as an event of its history in the status it is in.
   */
  const switchToCashOnDelivery = (
    orderId: string,
    {
      actorUserId,
      alsoWrite,
    }: Pick<Move, 'actorUserId'> & { alsoWrite?: (tx: Transaction, from: OrderState) => Promise<void> },
  ) =>
    withOrderLocked(orderId, async (tx, order) => {
      await changePayment(tx, order, 'switchedToCashOnDelivery', { actorUserId });
      const { status, paymentMethod, paymentStatus } = order;
      await alsoWrite?.(tx, { status, paymentMethod, paymentStatus });
    });

  return {
    move,
    switchToCashOnDelivery,

    /** Moves an order step by step to `to` (tests and the demo): every step is an event, as if made in turn. */
    async moveTo(orderId: string, to: OrderStatus, note = ''): Promise<void> {
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw new NotFound('orderNotFound');
      const way = wayBetween(order.status, to);
      if (!way) throw new Conflict('orderMoveNotAllowed');
      for (const step of way) await move(orderId, { to: step, note, actorUserId: null });
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
