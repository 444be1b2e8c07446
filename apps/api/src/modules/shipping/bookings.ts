import { type Courier as CourierName, ERROR_MESSAGES } from '@haat/contracts';
import type { BookShipment } from '@haat/contracts/admin';
import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { orderItems, orders, shipmentEvents, shipments } from '../../db/schema';
import { BadRequest, Conflict, HttpError, NotFound } from '../../errors';
import { poishaFromTaka } from '../../lib/money';
import { recordAction } from '../audit/service';
import { lockOrder, moveOrder } from '../orders/order-state-machine';
import { readSetting } from '../settings/service';
import { type BookingAnswer, type Courier, CourierUnavailable } from './courier';
import { type Shipment, takeNews } from './parcel-news';
import { bookingRefusal, cashToCollect, parcelOf, zoneOfOrder } from './parcels';

export type Couriers = Partial<Record<CourierName, Courier>>;
type CourierChoice = NonNullable<BookShipment['courier']>;

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** How long a process holds a booking it is sending: longer than any courier's timeout. */
const SENDING_LEASE_MS = 2 * 60 * 1000;
/** The pause before a booking the courier did not take in is sent again: 30 s, doubling, at most 30 minutes. */
export const pauseBeforeResend = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
const leaseEnd = () => sql`now() + ${`${SENDING_LEASE_MS} milliseconds`}::interval`;
/** How many due bookings one round of the sender takes. */
const ROUND = 500;

/**
 * Booking orders with couriers. A booking is written (state `booking`) in the transaction that
 * locks its order, before the courier is called: the order's lock makes parallel calls take turns,
 * and each after the first finds the booking the first wrote. Only then is the courier called,
 * and its answer written: booked (the consignment), refused (its words), or not reached (sent
 * again later, by whichever process's sender finds it due).
 */
export function createBookings({ db, couriers, log }: { db: Database; couriers: Couriers; log: Log }) {
  /** The courier `choice` names, or the default of the order's delivery zone. */
  async function courierOf(q: Queryable, order: typeof orders.$inferSelect, choice: CourierChoice) {
    const name =
      choice === 'by_zone' ? (await readSetting(q, 'courier_defaults'))?.[zoneOfOrder(order)] : choice;
    if (!name) throw new BadRequest('courierNoDefault');
    if (!couriers[name]) throw new Conflict('courierNotConfigured');
    return name;
  }

  /**
   * The order's open booking, or a new one written now: `fresh` when this call wrote it. Refuses an
   * order that may not leave the shop, and one booked with another courier. A booking this call
   * sends itself (`sendingHere`) is written already claimed: between its commit and a claim of it,
   * a process's background sender could take it, and the operator would be answered "booking".
   */
  async function record(
    tx: Transaction,
    orderId: string,
    choice: CourierChoice,
    actorUserId: string,
    sendingHere: boolean,
  ): Promise<{ shipment: Shipment; fresh: boolean }> {
    const locked = await lockOrder(tx, orderId);
    const [open] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), inArray(shipments.state, ['booking', 'booked'])));
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new NotFound('orderNotFound');
    if (open) {
      if (choice !== 'by_zone' && choice !== open.courier) throw new Conflict('shipmentOtherCourier');
      return { shipment: open, fresh: false };
    }
    const refusal = bookingRefusal(locked);
    if (refusal) throw new Conflict(refusal);
    const courier = await courierOf(tx, order, choice);
    // A later booking with the same courier needs an invoice the courier has not seen.
    const [earlier] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(shipments)
      .where(
        and(eq(shipments.orderId, orderId), eq(shipments.courier, courier), ne(shipments.state, 'refused')),
      );
    const invoice = earlier?.n ? `${order.orderNumber}-${earlier.n + 1}` : order.orderNumber;
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderId,
        courier,
        invoice,
        codAmount: cashToCollect(order),
        bookedBy: actorUserId,
        ...(sendingHere ? { sendingUntil: leaseEnd(), attempts: 1 } : {}),
      })
      .returning();
    if (!shipment) throw new Error('the booking was not written');
    await recordAction(tx, {
      actorUserId,
      action: 'shipment.book',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { courier, invoice },
    });
    return { shipment, fresh: true };
  }

  /** Takes a booking to send if it is due and no process is sending it; null otherwise. */
  async function claim(shipmentId: string): Promise<Shipment | null> {
    const [claimed] = await db
      .update(shipments)
      .set({
        sendingUntil: leaseEnd(),
        attempts: sql`${shipments.attempts} + 1`,
      })
      .where(
        and(
          eq(shipments.id, shipmentId),
          eq(shipments.state, 'booking'),
          or(sql`${shipments.sendingUntil} is null`, lte(shipments.sendingUntil, sql`now()`)),
        ),
      )
      .returning();
    return claimed ?? null;
  }

  /** Takes up to `limit` due bookings nobody is sending, oldest first. */
  async function claimDue(limit: number): Promise<Shipment[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            eq(shipments.state, 'booking'),
            lte(shipments.nextAttemptAt, sql`now()`),
            or(sql`${shipments.sendingUntil} is null`, lte(shipments.sendingUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(shipments.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(shipments)
        .set({
          sendingUntil: leaseEnd(),
          attempts: sql`${shipments.attempts} + 1`,
        })
        .where(
          inArray(
            shipments.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** The parcels of claimed bookings, as their couriers are told of them. */
  async function parcelsOf(claimed: Shipment[]) {
    const ids = claimed.map((shipment) => shipment.orderId);
    const [rows, items] = await Promise.all([
      db.select().from(orders).where(inArray(orders.id, ids)),
      db
        .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids)),
    ]);
    const orderById = new Map(rows.map((row) => [row.id, row]));
    return claimed.flatMap((shipment) => {
      const order = orderById.get(shipment.orderId);
      if (!order) return [];
      const lines = items.filter((item) => item.orderId === order.id);
      return [{ shipment, parcel: parcelOf(order, lines, shipment.invoice, shipment.codAmount) }];
    });
  }

  /** Writes what the courier answered a booking (or that it could not be reached). */
  async function settle(shipment: Shipment, answer: BookingAnswer | CourierUnavailable): Promise<void> {
    if (answer instanceof CourierUnavailable) {
      const pause = answer.retryAfterMs ?? pauseBeforeResend(shipment.attempts);
      await db
        .update(shipments)
        .set({
          lastError: answer.message,
          sendingUntil: null,
          nextAttemptAt: sql`now() + ${`${pause} milliseconds`}::interval`,
        })
        .where(and(eq(shipments.id, shipment.id), eq(shipments.state, 'booking')));
      log.warn(
        { shipment: shipment.id, courier: shipment.courier, error: answer.message },
        'courier not reached',
      );
      return;
    }
    if (answer.outcome === 'refused') {
      await db
        .update(shipments)
        .set({
          state: 'refused',
          refusal: { message: answer.message.slice(0, 1000), fields: answer.fields },
          lastError: null,
          sendingUntil: null,
        })
        .where(and(eq(shipments.id, shipment.id), eq(shipments.state, 'booking')));
      return;
    }
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, shipment.orderId);
      const booked = answer.outcome === 'booked' ? answer : null;
      const [written] = await tx
        .update(shipments)
        .set({
          state: 'booked',
          consignmentId: booked?.consignmentId ?? null,
          trackingCode: booked?.trackingCode ?? null,
          ...(booked?.charge != null ? { charge: poishaFromTaka(booked.charge) } : {}),
          courierStatus: booked?.courierStatus ?? null,
          progress: 'booked',
          lastError: null,
          sendingUntil: null,
          bookedAt: sql`now()`,
        })
        .where(and(eq(shipments.id, shipment.id), eq(shipments.state, 'booking')))
        .returning({ id: shipments.id });
      if (!written) return;
      // The courier's answer is the booking's first news, kept in the transaction that books it:
      // it moves a confirmed order on to processing, and its timeline says so.
      if (answer.outcome === 'booked')
        await takeNews(
          tx,
          shipment.id,
          { courierStatus: answer.courierStatus, progress: 'booked', happenedAt: null, message: '' },
          'booking',
        );
      // A booking the courier already had brings no news of its own: it is being packed all the same.
      else if (order.status === 'confirmed')
        await moveOrder(tx, order, 'processing', { actorUserId: shipment.bookedBy });
    });
    if (answer.outcome === 'duplicate') await learnStatus(shipment);
  }

  /**
   * A booking the courier already had (its answer to an earlier call was lost): its consignment id
   * comes with the courier's next news; what it says of the parcel now is asked at once.
   */
  async function learnStatus(shipment: Shipment) {
    const courier = couriers[shipment.courier];
    if (!courier) return;
    try {
      const news = await courier.status({ consignmentId: null, invoice: shipment.invoice });
      if (news) await db.transaction((tx) => takeNews(tx, shipment.id, news, 'poll'));
    } catch (error) {
      log.warn({ shipment: shipment.id, error: String(error) }, 'status of a duplicate booking not read');
    }
  }

  /** Sends claimed bookings to their couriers: Steadfast's in bulk calls, others as each courier takes them. */
  async function send(claimed: Shipment[]): Promise<void> {
    const byCourier = new Map<CourierName, Shipment[]>();
    for (const shipment of claimed)
      byCourier.set(shipment.courier, [...(byCourier.get(shipment.courier) ?? []), shipment]);
    await Promise.all(
      [...byCourier].map(async ([name, group]) => {
        const courier = couriers[name];
        const parcels = await parcelsOf(group);
        if (!courier) {
          const unavailable = new CourierUnavailable(
            name,
            'This courier is no longer set up in the environment.',
          );
          for (const { shipment } of parcels) await settle(shipment, unavailable);
          return;
        }
        for (let at = 0; at < parcels.length; at += courier.bulkLimit) {
          const batch = parcels.slice(at, at + courier.bulkLimit);
          let answers: Map<string, BookingAnswer | CourierUnavailable> | CourierUnavailable;
          try {
            answers =
              batch.length === 1 && batch[0]
                ? new Map([[batch[0].parcel.invoice, await courier.book(batch[0].parcel)]])
                : await courier.bookMany(batch.map((item) => item.parcel));
          } catch (error) {
            if (!(error instanceof CourierUnavailable)) throw error;
            answers = error;
          }
          for (const { shipment, parcel } of batch) {
            const answer =
              answers instanceof CourierUnavailable
                ? answers
                : (answers.get(parcel.invoice) ??
                  new CourierUnavailable(name, 'The courier said nothing of this parcel.'));
            await settle(shipment, answer).catch((error: unknown) =>
              log.error({ shipment: shipment.id, error: String(error) }, 'booking answer not written'),
            );
          }
        }
      }),
    );
  }

  return {
    /**
     * Books one order and answers its booking as it then stands. A second call while the first is
     * under way answers the booking the first wrote, without calling the courier again.
     */
    async bookOne(orderId: string, choice: CourierChoice, actorUserId: string): Promise<string> {
      const { shipment, fresh } = await db.transaction((tx) =>
        record(tx, orderId, choice, actorUserId, true),
      );
      // A fresh booking (written claimed), or one left waiting for a courier that did not answer, is sent now.
      if (fresh) await send([shipment]);
      else if (shipment.state === 'booking') {
        const claimed = await claim(shipment.id);
        if (claimed) await send([claimed]);
      }
      return shipment.id;
    },

    /**
     * Records bookings of many orders in one transaction, so that the background sender finds
     * them all at once (one bulk call where the courier takes one); answers how many, and which
     * were left out and why.
     */
    async bookMany(orderIds: readonly string[], choice: CourierChoice, actorUserId: string) {
      return db.transaction(async (tx) => {
        const skipped: { orderId: string; code: string; message: string }[] = [];
        let recorded = 0;
        for (const orderId of new Set(orderIds)) {
          try {
            const { fresh } = await record(tx, orderId, choice, actorUserId, false);
            if (fresh) recorded += 1;
            else
              skipped.push({
                orderId,
                code: 'shipmentAlreadyBooked',
                message: ERROR_MESSAGES.shipmentAlreadyBooked,
              });
          } catch (error) {
            // A refusal is the shop's own rule, checked before any statement could fail: the
            // transaction goes on with the next order.
            if (!(error instanceof HttpError)) throw error;
            skipped.push({ orderId, code: error.refusal.code, message: error.refusal.message });
          }
        }
        return { recorded, skipped };
      });
    },

    /** One round of the background sender: every due booking, claimed by this process. Answers how many. */
    async sendDue(): Promise<number> {
      const claimed = await claimDue(ROUND);
      if (claimed.length > 0) await send(claimed);
      return claimed.length;
    },

    /**
     * Cancels the order's open booking before the courier picks the parcel up: through the
     * courier's API where it offers it, else in the shop only (the answer says so). Answers whether
     * the courier cancelled it too.
     */
    async cancel(orderId: string, actorUserId: string): Promise<{ shipmentId: string; atCourier: boolean }> {
      const shipment = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const [open] = await tx
          .select()
          .from(shipments)
          .where(and(eq(shipments.orderId, orderId), inArray(shipments.state, ['booking', 'booked'])))
          .for('update');
        if (!open) throw new NotFound('shipmentNotFound');
        if (open.sendingUntil && open.sendingUntil > new Date()) throw new Conflict('shipmentBeingSent');
        if (!mayCancel(open, order.status)) throw new Conflict('shipmentNotCancellable');
        return open;
      });
      const courier = couriers[shipment.courier];
      let atCourier = false;
      if (shipment.consignmentId && courier?.cancel) {
        try {
          await courier.cancel(shipment.consignmentId);
          atCourier = true;
        } catch (error) {
          if (error instanceof CourierUnavailable) throw new HttpError(503, 'courierUnavailable');
          throw error;
        }
      }
      await db.transaction(async (tx) => {
        await tx
          .update(shipments)
          .set({ state: 'cancelled', cancelledAt: sql`now()`, sendingUntil: null })
          .where(eq(shipments.id, shipment.id));
        await tx.insert(shipmentEvents).values({
          shipmentId: shipment.id,
          courierStatus: 'cancelled_by_shop',
          progress: 'cancelled',
          happenedAt: new Date(),
          source: 'operator',
          eventKey: `cancelled:${shipment.id}`,
          applied: true,
        });
        await recordAction(tx, {
          actorUserId,
          action: 'shipment.cancel',
          entity: 'order',
          entityId: orderId,
          before: {
            courier: shipment.courier,
            invoice: shipment.invoice,
            consignmentId: shipment.consignmentId,
          },
          after: { atCourier },
        });
      });
      return { shipmentId: shipment.id, atCourier };
    },
  };
}

export type Bookings = ReturnType<typeof createBookings>;

/** A booking may be cancelled until the courier has the parcel: its order still in the shop. */
export const mayCancel = (shipment: Pick<Shipment, 'state'>, orderStatus: string) =>
  (shipment.state === 'booking' || shipment.state === 'booked') &&
  (orderStatus === 'confirmed' || orderStatus === 'processing');
