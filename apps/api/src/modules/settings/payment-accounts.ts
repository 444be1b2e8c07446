import { contract, type PaymentAccounts } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import type { ContractRouterOptions } from '../../plugins/contract';
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

const s = initServer();

/** Where shoppers send a payment before its proof: public, as the payment options page shows it. */
export function paymentAccountsPlugin(db: Queryable, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    const router = s.router(contract.paymentAccounts, {
      paymentAccounts: async () => ({
        status: 200 as const,
        body: { success: true as const, accounts: await paymentAccountsIn(db) },
      }),
    });
    await scope.register(s.plugin(router), options);
  };
}
