import { DEFAULT_DELIVERY_COSTS, type DeliveryCosts } from '@haat/contracts';
import type { Queryable } from '../../db/client';
import { poishaFromTaka } from '../../lib/money';
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
