import type { Config } from '../../../config';
import type { Couriers } from '../bookings';
import { steadfastCourier } from './steadfast';

/** The couriers whose keys are set in the environment: a courier not set up is not offered. */
export function couriersOf(config: Config['couriers']): Couriers {
  return {
    ...(config.steadfast
      ? { steadfast: steadfastCourier({ ...config.steadfast, timeoutMs: config.timeoutMs }) }
      : {}),
  };
}
