import type { Queryable } from '../../db/client';
import { deliveryCostsIn, taxPercentIn } from './delivery-costs';
import { paymentAccountsIn } from './payment-accounts';

export type PublicSettings = ReturnType<typeof createPublicSettings>;

/** The settings every shopper may read: the delivery fees (poisha), the tax rate and where to send a payment. */
export function createPublicSettings({ db }: { db: Queryable }) {
  return {
    deliveryCosts: () => deliveryCostsIn(db),
    taxPercent: () => taxPercentIn(db),
    paymentAccounts: () => paymentAccountsIn(db),
  };
}
