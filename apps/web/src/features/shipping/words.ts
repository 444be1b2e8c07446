import type { AdminShipment, ParcelEvent } from '@haat/contracts/admin';
import { COURIERS, type Courier, type ParcelProgress } from '@haat/contracts/constants';
import type { Tone } from '../orders';
import type { CourierChoice } from './api';
import type { shippingMessages } from './messages';

type Key = keyof (typeof shippingMessages)['en'];

export const COURIER_NAMES: Record<Courier, Key> = {
  steadfast: 'courierSteadfast',
  pathao: 'courierPathao',
};

/** The choices of courier: the zone's default first, as the server takes it when none is named. */
export const CHOICES: readonly CourierChoice[] = ['by_zone', ...COURIERS];

export const PROGRESS_MESSAGES: Record<ParcelProgress, Key> = {
  booked: 'progressBooked',
  picked_up: 'progressPickedUp',
  out_for_delivery: 'progressOutForDelivery',
  delivered: 'progressDelivered',
  partly_delivered: 'progressPartlyDelivered',
  returning: 'progressReturning',
  on_hold: 'progressOnHold',
  cancelled: 'progressCancelled',
  noted: 'progressNoted',
};

export const SOURCE_MESSAGES: Record<ParcelEvent['source'], Key> = {
  webhook: 'sourceWebhook',
  poll: 'sourcePoll',
  booking: 'sourceBooking',
  operator: 'sourceOperator',
};

/**
 * Where a booking stands as the operator reads it: a booking the courier could not be reached
 * for (a last error) is waiting to be sent again, not merely being booked.
 */
export function standingOf(shipment: Pick<AdminShipment, 'state' | 'lastError'>): { key: Key; tone: Tone } {
  switch (shipment.state) {
    case 'booking':
      return shipment.lastError
        ? { key: 'stateWaiting', tone: 'yellow' }
        : { key: 'stateBooking', tone: 'blue' };
    case 'booked':
      return { key: 'stateBooked', tone: 'green' };
    case 'refused':
      return { key: 'stateRefused', tone: 'red' };
    case 'cancelled':
      return { key: 'stateCancelled', tone: 'grey' };
  }
}

/**
 * What to correct for a field a courier refused, by the words of its field's name (Steadfast's
 * `recipient_phone`, Pathao's `recipient_city`, `amount_to_collect`…), so that a courier added
 * later gets its hints without a word here.
 */
const HINTS: [RegExp, Key][] = [
  [/phone|mobile|contact/i, 'hintPhone'],
  [/address/i, 'hintAddress'],
  [/city|zone|area|district|thana/i, 'hintPlace'],
  [/name/i, 'hintName'],
  [/cod|amount|collect|price/i, 'hintAmount'],
  [/weight|quantity|item|lot/i, 'hintParcel'],
  [/invoice|merchant_order/i, 'hintInvoice'],
];

export const hintFor = (field: string): Key => HINTS.find(([words]) => words.test(field))?.[1] ?? 'hintOther';
