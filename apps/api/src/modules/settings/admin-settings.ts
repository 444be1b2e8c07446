import type { ShopSettings } from '@haat/contracts/admin';
import { ORDER_SMS_TOPICS, type OrderSmsTopic, UNPAID_ORDER_HOURS } from '@haat/contracts/constants';
import { basisPointsOf } from '@haat/contracts/order-totals';
import type { Database, Queryable } from '../../db/client';
import type { SettingKey, SettingValues } from '../../db/schema';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import { deliveryCostsIn, taxPercentIn } from './delivery-costs';
import { paymentAccountsIn } from './payment-accounts';
import { readSetting, saveSetting } from './service';

/** Every setting the operator changes, as the API speaks them, read in one go. */
async function readAll(q: Queryable): Promise<ShopSettings> {
  const [costs, taxPercent, unpaid, accounts, smsEvents] = await Promise.all([
    deliveryCostsIn(q),
    taxPercentIn(q),
    readSetting(q, 'unpaid_order_hours'),
    paymentAccountsIn(q),
    readSetting(q, 'sms_events'),
  ]);
  return {
    deliveryCosts: {
      dhakaInside: takaFromPoisha(costs.dhakaInside),
      dhakaOutside: takaFromPoisha(costs.dhakaOutside),
    },
    taxRate: { percent: taxPercent },
    unpaidOrderHours: { hours: unpaid?.hours ?? UNPAID_ORDER_HOURS },
    paymentAccounts: accounts,
    smsEvents: { topics: smsEvents?.topics ?? [...ORDER_SMS_TOPICS] },
  };
}

/**
 * The operator's settings: each group saved on its own, its row locked so that two operators
 * saving at once are logged in the order they saved, with what each replaced. Checkout, the
 * payment form and the unpaid-order sweep read the same rows, so a change applies from the next
 * order on.
 */
export function createAdminSettings({ db }: { db: Database }) {
  async function save<K extends SettingKey>(actorUserId: string, key: K, value: SettingValues[K]) {
    await saveSetting(db, actorUserId, key, value);
    return readAll(db);
  }

  return {
    read: () => readAll(db),
    deliveryCosts: (actorUserId: string, costs: { dhakaInside: number; dhakaOutside: number }) =>
      save(actorUserId, 'delivery_costs', {
        dhakaInside: poishaFromTaka(costs.dhakaInside),
        dhakaOutside: poishaFromTaka(costs.dhakaOutside),
      }),
    taxRate: (actorUserId: string, percent: number) =>
      save(actorUserId, 'tax_rate', { basisPoints: basisPointsOf(percent) }),
    unpaidOrderHours: (actorUserId: string, hours: number) =>
      save(actorUserId, 'unpaid_order_hours', { hours }),
    /** A method left empty is kept out of the value: the payment form then shows it as not set. */
    paymentAccounts: (
      actorUserId: string,
      accounts: Record<keyof ShopSettings['paymentAccounts'], string | null>,
    ) =>
      save(
        actorUserId,
        'payment_accounts',
        Object.fromEntries(Object.entries(accounts).filter(([, value]) => value !== null)),
      ),
    smsEvents: (actorUserId: string, topics: OrderSmsTopic[]) => save(actorUserId, 'sms_events', { topics }),
  };
}
export type AdminSettings = ReturnType<typeof createAdminSettings>;
