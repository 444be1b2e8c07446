import {
  ADMIN_SHIPPING_MESSAGES,
  type AdminShipment,
  type BookShipment,
  type BookShipments,
  type CourierAccount,
  type CourierDefaults,
} from '@haat/contracts/admin';
import { COURIERS } from '@haat/contracts/constants';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { NotFound } from '../../errors';
import { readSetting, saveSetting } from '../settings/service';
import type { Bookings, Couriers } from './bookings';
import { CourierUnavailable } from './courier';
import { parcelLabels } from './labels';
import { shipmentsOfOrder } from './shipment-views';

type CourierChoice = NonNullable<BookShipment['courier']>;
type BookingRequest = z.output<typeof BookShipments>;
type OrderFilters = NonNullable<BookingRequest['filters']>;

/** Where each courier sends its webhooks: the operator gives this address to the courier. */
export const webhookPath = (courier: string) => `/api/v1/shipping/webhooks/${courier}`;

/**
 * The operator's side of shipping: booking from an order's page or from the orders list,
 * cancelling before pickup, the couriers that are set up with their balances, and the default
 * courier of each delivery zone.
 */
export function createAdminShipping({
  db,
  couriers,
  bookings,
  publicUrl,
  webhookSecrets,
  ordersMatching,
  afterRecording,
}: {
  db: Database;
  couriers: Couriers;
  bookings: Bookings;
  publicUrl: string;
  webhookSecrets: Record<(typeof COURIERS)[number], boolean>;
  /** The confirmed orders a list's filters match, for booking them all. */
  ordersMatching: (filters: OrderFilters) => Promise<string[]>;
  /** Bookings were recorded: the background sender sends them now. */
  afterRecording: () => void;
}) {
  async function openShipmentOf(orderId: string): Promise<AdminShipment> {
    const [order] = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new NotFound('orderNotFound');
    const [latest] = await shipmentsOfOrder(db, couriers, order);
    if (!latest) throw new NotFound('shipmentNotFound');
    return latest;
  }

  async function defaults(): Promise<CourierDefaults> {
    const set = await readSetting(db, 'courier_defaults');
    return { dhakaInside: set?.dhakaInside ?? null, dhakaOutside: set?.dhakaOutside ?? null };
  }

  return {
    /** Books an order and answers its booking with the words for the operator. */
    async book(actorUserId: string, orderId: string, choice: CourierChoice) {
      await bookings.bookOne(orderId, choice, actorUserId);
      const shipment = await openShipmentOf(orderId);
      const message =
        shipment.state === 'booked'
          ? ADMIN_SHIPPING_MESSAGES.booked
          : shipment.state === 'refused'
            ? ADMIN_SHIPPING_MESSAGES.bookingRefused
            : ADMIN_SHIPPING_MESSAGES.bookingWaiting;
      return { message, shipment };
    },

    async cancel(actorUserId: string, orderId: string) {
      const { atCourier } = await bookings.cancel(orderId, actorUserId);
      return {
        message: atCourier ? ADMIN_SHIPPING_MESSAGES.cancelled : ADMIN_SHIPPING_MESSAGES.cancelledHereOnly,
        shipment: await openShipmentOf(orderId),
      };
    },

    /** Records bookings of the chosen orders, or of every confirmed one the filters match. */
    async bookMany(actorUserId: string, request: BookingRequest) {
      const ids = request.orderIds ?? (await ordersMatching(request.filters ?? {}));
      const { recorded, skipped } = await bookings.bookMany(ids, request.courier, actorUserId);
      if (recorded > 0) afterRecording();
      const numbers = new Map(
        skipped.length === 0
          ? []
          : (
              await db
                .select({ id: orders.id, orderNumber: orders.orderNumber })
                .from(orders)
                .where(
                  inArray(
                    orders.id,
                    skipped.map((skip) => skip.orderId).filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
                  ),
                )
            ).map((row) => [row.id, row.orderNumber]),
      );
      return {
        message: ADMIN_SHIPPING_MESSAGES.bookingsRecorded,
        recorded,
        skipped: skipped.map((skip) => ({
          orderNumber: numbers.get(skip.orderId) ?? skip.orderId.slice(0, 100),
          code: skip.code,
          message: skip.message,
        })),
      };
    },

    /** Every courier the shop knows: set up or not, its balance as it says now. */
    async accounts(): Promise<{ couriers: CourierAccount[]; defaults: CourierDefaults }> {
      const accounts = await Promise.all(
        COURIERS.map(async (name): Promise<CourierAccount> => {
          const courier = couriers[name];
          let balance: number | null = null;
          let balanceError: string | null = null;
          if (courier) {
            try {
              balance = await courier.balance();
            } catch (error) {
              if (!(error instanceof CourierUnavailable)) throw error;
              balanceError = error.message;
            }
          }
          return {
            courier: name,
            configured: courier !== undefined,
            balance: balance === null ? null : Math.round(balance * 100) / 100,
            balanceError,
            webhookUrl: `${publicUrl}${webhookPath(name)}`,
            webhookSecretSet: webhookSecrets[name],
          };
        }),
      );
      return { couriers: accounts, defaults: await defaults() };
    },

    /** Sets each zone's default courier; a courier that is not set up may still be chosen ahead of its keys. */
    async saveDefaults(actorUserId: string, chosen: CourierDefaults) {
      const value = {
        ...(chosen.dhakaInside ? { dhakaInside: chosen.dhakaInside } : {}),
        ...(chosen.dhakaOutside ? { dhakaOutside: chosen.dhakaOutside } : {}),
      };
      await saveSetting(db, actorUserId, 'courier_defaults', value);
      return { message: ADMIN_SHIPPING_MESSAGES.defaultsSaved, defaults: await defaults() };
    },

    /** The labels of the chosen orders' booked parcels, for printing. */
    labels: (actorUserId: string, orderIds: readonly string[]) =>
      parcelLabels(db, { actorUserId, publicUrl }, orderIds),

    /** An order's bookings, for its page. */
    shipmentsOf: (order: { id: string; status: string }) => shipmentsOfOrder(db, couriers, order),
  };
}

export type AdminShipping = ReturnType<typeof createAdminShipping>;
