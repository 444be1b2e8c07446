import type { Queryable } from '../../db/client';
import { deliveryCostsIn } from './delivery-costs';
import { paymentAccountsIn } from './payment-accounts';

export type PublicSettings = ReturnType<typeof createPublicSettings>;

/** The settings every shopper may read: the delivery fees (poisha) and where to send a payment. */
export function createPublicSettings({ db }: { db: Queryable }) {
  return {
    deliveryCosts: () => deliveryCostsIn(db),
    paymentAccounts: () => paymentAccountsIn(db),
  };
}
