import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, shipments } from '../../db/schema';
import type { Bookings, Couriers } from './bookings';
import { CourierUnavailable } from './courier';
import { takeNews } from './parcel-news';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** A parcel with no news for this long is asked after (a webhook may have been lost). */
export const SILENT_AFTER_MS = 3 * 60 * 60 * 1000;
/** A parcel asked after is not asked again sooner than this. */
const ASK_AGAIN_AFTER_MS = 60 * 60 * 1000;
/** How many silent parcels one round asks after. */
const POLL_ROUND = 50;

/**
 * Asks the couriers after parcels they have said nothing of for a few hours, whose orders are on
 * their way. Each process claims its parcels under `FOR UPDATE SKIP LOCKED` and marks them asked,
 * so two processes never ask after the same one. Answers how many were asked after.
 */
export async function askAfterSilentParcels(db: Database, couriers: Couriers, log: Log): Promise<number> {
  const silentSince = sql`now() - ${`${SILENT_AFTER_MS} milliseconds`}::interval`;
  const askedBefore = sql`now() - ${`${ASK_AGAIN_AFTER_MS} milliseconds`}::interval`;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(
        and(
          eq(shipments.state, 'booked'),
          inArray(orders.status, ['processing', 'shipped', 'out_for_delivery']),
          lt(
            sql`coalesce(${shipments.lastNewsAt}, ${shipments.bookedAt}, ${shipments.createdAt})`,
            silentSince,
          ),
          or(isNull(shipments.lastPolledAt), lt(shipments.lastPolledAt, askedBefore)),
        ),
      )
      .orderBy(asc(shipments.lastPolledAt))
      .limit(POLL_ROUND)
      .for('update', { of: shipments, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(shipments)
      .set({ lastPolledAt: sql`now()` })
      .where(
        inArray(
          shipments.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  for (const shipment of claimed) {
    const courier = couriers[shipment.courier];
    if (!courier) continue;
    try {
      const news = await courier.status(shipment);
      // The same status again is no news: the courier's status endpoints give no time of their own.
      if (news && news.courierStatus !== shipment.courierStatus)
        await db.transaction((tx) => takeNews(tx, shipment.id, news, 'poll'));
    } catch (error) {
      if (!(error instanceof CourierUnavailable)) throw error;
      log.warn({ shipment: shipment.id, error: error.message }, 'silent parcel not asked after');
    }
  }
  return claimed.length;
}

/** How often the booking sender looks for due bookings, besides being woken by new ones. */
const SEND_EVERY_MS = 5000;
/** How often silent parcels are looked for. */
const POLL_EVERY_MS = 10 * 60 * 1000;

/**
 * The shop's shipping work in the background, from when the app is ready to when it closes:
 * sending recorded bookings (and those waiting to be sent again), and asking after silent parcels.
 */
export function createParcelJobs({
  db,
  couriers,
  bookings,
  log,
}: {
  db: Database;
  couriers: Couriers;
  bookings: Bookings;
  log: Log;
}) {
  let sending: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  const timers: NodeJS.Timeout[] = [];

  /** Sends until nothing is due; a wake-up during a round makes another round. */
  function sendRound(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (sending) {
      again = true;
      return sending;
    }
    sending = (async () => {
      do {
        again = false;
        try {
          while ((await bookings.sendDue()) > 0 && !stopped) {}
        } catch (error) {
          log.error({ error: String(error) }, 'booking round failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      sending = undefined;
    });
    return sending;
  }

  async function pollRound() {
    try {
      while ((await askAfterSilentParcels(db, couriers, log)) >= POLL_ROUND && !stopped) {}
    } catch (error) {
      log.error({ error: String(error) }, 'poll of silent parcels failed');
    }
  }

  return {
    start() {
      stopped = false;
      timers.push(setInterval(() => void sendRound(), SEND_EVERY_MS).unref());
      timers.push(setInterval(() => void pollRound(), POLL_EVERY_MS).unref());
      void sendRound();
    },
    /** Sends what was just recorded, without waiting for the next look. */
    wake: () => sendRound(),
    /** Asks after silent parcels now (tests, and the operator's "check now"). */
    pollNow: () => askAfterSilentParcels(db, couriers, log),
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await sending;
    },
  };
}

export type ParcelJobs = ReturnType<typeof createParcelJobs>;
