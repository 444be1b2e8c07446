import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { takaFromPoisha } from '../../lib/money';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { PublicSettings } from './public-settings';

const s = initServer();

/**
 * The settings shoppers read: the delivery fees in taka and the tax rate (what checkout needs to show
 * the totals the order will be placed with), at the public path and at the spec's admin
 * path for shoppers, and where to send a payment before its proof (public, as the payment options
 * page shows it).
 */
export function publicSettingsPlugin(settings: PublicSettings, options: ContractRouterOptions) {
  const deliveryCosts = async () => {
    const [costs, taxPercent] = await Promise.all([settings.deliveryCosts(), settings.taxPercent()]);
    return {
      status: 200 as const,
      body: {
        success: true as const,
        deliveryCosts: {
          dhakaInside: takaFromPoisha(costs.dhakaInside),
          dhakaOutside: takaFromPoisha(costs.dhakaOutside),
        },
        taxRate: { percent: taxPercent },
      },
    };
  };
  return async (scope: FastifyInstance) => {
    const delivery = s.router(contract.delivery, { deliveryCosts, adminDeliveryCosts: deliveryCosts });
    await scope.register(s.plugin(delivery), options);
    const paymentAccounts = s.router(contract.paymentAccounts, {
      paymentAccounts: async () => ({
        status: 200 as const,
        body: { success: true as const, accounts: await settings.paymentAccounts() },
      }),
    });
    await scope.register(s.plugin(paymentAccounts), options);
  };
}
