import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { Tracking } from './tracking';

const s = initServer();

/** The public tracking page's call: no sign-in, rate limited by the service. */
export const trackingRouter = (tracking: Tracking) =>
  s.plugin(
    s.router(contract.tracking, {
      trackParcel: async ({ body, request, reply }) => {
        const order = await tracking.track(body, request.ip);
        // An order's parcel for whoever knows its phone: kept by no cache on the way.
        reply.header('cache-control', 'no-store');
        return { status: 200, body: { success: true, order } };
      },
    }),
  );
