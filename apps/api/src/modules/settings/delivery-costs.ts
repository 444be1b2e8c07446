import { contract, DEFAULT_DELIVERY_COSTS, type DeliveryCosts } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import type { ContractRouterOptions } from '../../plugins/contract';
import { readSetting } from './service';

/** Poisha: the delivery fees the operator set (`set`, read along with something else), or the spec's defaults. */
export const deliveryCostsOr = (set: DeliveryCosts | null): DeliveryCosts =>
  set ?? {
    dhakaInside: poishaFromTaka(DEFAULT_DELIVERY_COSTS.dhakaInside),
    dhakaOutside: poishaFromTaka(DEFAULT_DELIVERY_COSTS.dhakaOutside),
  };

/** Poisha: the delivery fees the operator set, or the spec's defaults (60 and 120 taka). */
export async function deliveryCostsIn(db: Queryable): Promise<DeliveryCosts> {
  return deliveryCostsOr(await readSetting(db, 'delivery_costs'));
}

/** The tax rate the operator set, a percentage of the goods after discount; 0 when none is set. */
export async function taxPercentIn(db: Queryable): Promise<number> {
  return ((await readSetting(db, 'tax_rate'))?.basisPoints ?? 0) / 100;
}

const s = initServer();

/**
 * The delivery fees, in taka, and the tax rate, at the public path and at the spec's admin path
 * for shoppers: what checkout needs to show the totals the order will be placed with.
 */
export function deliveryCostsPlugin(db: Queryable, options: ContractRouterOptions) {
  const answer = async () => {
    const [costs, taxPercent] = await Promise.all([deliveryCostsIn(db), taxPercentIn(db)]);
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
    const router = s.router(contract.delivery, { deliveryCosts: answer, adminDeliveryCosts: answer });
    await scope.register(s.plugin(router), options);
  };
}
