import { adminContract } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { AdminShipping } from './admin-shipping';

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
