import { adminContract, MAX_PAYOUT_CSV_LENGTH } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { AdminShipping } from './admin-shipping';
import type { Payouts } from './payouts';

const s = initServer();

/** The operator's bookings with couriers and the couriers' settings; the contract marks every call operators-only. */
export const shippingAdminRouter = (shipping: AdminShipping) =>
  s.plugin(
    s.router(adminContract.shipping, {
      book: async ({ request, params, body }) => ({
        status: 200,
        body: { success: true, ...(await shipping.book(request.user.id, params.id, body.courier)) },
      }),
      cancel: async ({ request, params }) => ({
        status: 200,
        body: { success: true, ...(await shipping.cancel(request.user.id, params.id)) },
      }),
      bookMany: async ({ request, body }) => ({
        status: 202,
        body: { success: true, ...(await shipping.bookMany(request.user.id, body)) },
      }),
      labels: async ({ request, body }) => ({
        status: 200,
        body: { success: true, labels: await shipping.labels(request.user.id, body.orderIds) },
      }),
      couriers: async () => ({ status: 200, body: { success: true, ...(await shipping.accounts()) } }),
      saveDefaults: async ({ request, body }) => ({
        status: 200,
        body: { success: true, ...(await shipping.saveDefaults(request.user.id, body)) },
      }),
    }),
  );

/** The couriers' payouts: statements imported, and the payouts listed with their totals. */
export const payoutsAdminPlugin =
  (payouts: Payouts, options: ContractRouterOptions) => async (scope: FastifyInstance) => {
    // A statement travels as CSV text in JSON: its call alone takes a body that large, with room
    // for one too large to be refused with its own words.
    scope.addHook('onRoute', (route) => {
      if (route.url === adminContract.payouts.importPayout.path && route.method === 'POST')
        route.bodyLimit = 2 * MAX_PAYOUT_CSV_LENGTH;
    });
    await scope.register(
      s.plugin(
        s.router(adminContract.payouts, {
          importPayout: async ({ request, body }) => ({
            status: 200,
            body: { success: true, ...(await payouts.importPayout(request.user.id, body)) },
          }),
          list: async ({ query: { courier, page, pageSize } }) => ({
            status: 200,
            body: { success: true, ...(await payouts.list(courier, page, pageSize)) },
          }),
        }),
      ),
      options,
    );
  };
