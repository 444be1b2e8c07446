import type { CodGuardSettings } from '@haat/contracts/admin';
import type { Courier, OrderSmsTopic } from '@haat/contracts/constants';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Shop-wide settings the operator changes, such as delivery costs or the hero image, one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** The settings the shop knows, and the shape of each value. */
export type SettingValues = {
  /** Poisha. */
  delivery_costs: { dhakaInside: number; dhakaOutside: number };
  /** Tax on the goods after discount, in hundredths of a percent; no tax while unset. */
  tax_rate: { basisPoints: number };
  /** Where shoppers send bKash, Nagad, Rocket and bank payments; a method left out is not set. */
  payment_accounts: { bkash?: string; nagad?: string; rocket?: string; bank?: string };
  hero_image: { storageKey: string; contentType: string };
  /** How long an order paid online waits for a payment proof before it is cancelled. */
  unpaid_order_hours: { hours: number };
  demo_seeded_at: { at: string };
  /** The courier an order is booked with by default, by its delivery zone; a zone left out has none. */
  courier_defaults: { dhakaInside?: Courier; dhakaOutside?: Courier };
  /** The order events that send the shopper an SMS; every one while unset. */
  sms_events: { topics: OrderSmsTopic[] };
  /** The COD guard's rules (modules/risk/), the order total in poisha; the defaults while unset. */
  cod_guard: Omit<CodGuardSettings, 'verification'> & {
    verification: { when: CodGuardSettings['verification']['when']; aboveTotal: number };
  };
};
export type SettingKey = keyof SettingValues;
