import type { PaymentAccounts } from '@haat/contracts';
import type { Queryable } from '../../db/client';
import { readSetting } from './service';

/** The shop's payment accounts; a method the operator has not set is null. */
export async function paymentAccountsIn(db: Queryable): Promise<PaymentAccounts> {
  const set = (await readSetting(db, 'payment_accounts')) ?? {};
  return {
    bkash: set.bkash ?? null,
    nagad: set.nagad ?? null,
    rocket: set.rocket ?? null,
    bank: set.bank ?? null,
  };
}
