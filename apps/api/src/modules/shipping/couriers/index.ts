import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Couriers } from '../bookings';
import { pathaoCourier } from './pathao';
import type { PathaoLog } from './pathao-api';
import { steadfastCourier } from './steadfast';

/**
 * The couriers whose keys are set in the environment: a courier not set up is not offered. Pathao
 * keeps its token and its lists of places in the database, and logs their renewal.
 */
export function couriersOf(
  config: Config['couriers'],
  { db, log }: { db: Database; log: PathaoLog },
): Couriers {
  return {
    ...(config.steadfast
      ? { steadfast: steadfastCourier({ ...config.steadfast, timeoutMs: config.timeoutMs }) }
      : {}),
    ...(config.pathao
      ? { pathao: pathaoCourier({ ...config.pathao, timeoutMs: config.timeoutMs }, { db, log }) }
      : {}),
  };
}
