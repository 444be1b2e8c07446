import {
  contract,
  legacyContract,
  MAX_SCREENSHOT_DATA_URL_LENGTH,
  ORDER_MESSAGES,
  PAYMENT_PROOF_MESSAGES,
  RETURN_MESSAGES,
} from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { OrdersService } from './service';

const s = initServer();

/** Orders belong to the shopper who placed them; the contract marks its calls signed-in. */
export function ordersPlugin(orders: OrdersService, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    // A payment proof carries its screenshot as a data URL: its call alone takes a body that large,
    // with room for one too large to be refused with its own words rather than a bare 413.
    scope.addHook('onRoute', (route) => {
      if (route.url.endsWith('/payment-proof')) route.bodyLimit = 2 * MAX_SCREENSHOT_DATA_URL_LENGTH;
    });
    await scope.register(
      s.plugin(
        s.router(contract.paymentProofs, {
          submitPaymentProof: async ({ request, params, body }) => ({
            status: 201,
            body: {
              success: true,
              message: PAYMENT_PROOF_MESSAGES.submitted,
              order: await orders.submitPaymentProof(request.user.id, params.id, body),
            },
          }),
          paymentProofScreenshot: async ({ request, params, reply }) => {
            const screenshot = await orders.paymentProofScreenshot(request.user.id, params.id);
            // The shopper's own picture of a payment: kept by no cache, the browser's included.
            reply.header('cache-control', 'private, no-store');
            return { status: 200, body: screenshot };
          },
        }),
      ),
      options,
    );
    const router = s.router(contract.orders, {
      placeOrder: async ({ request, body, headers }) => {
        const { order } = await orders.placeOrder(request.user.id, body, headers['idempotency-key']);
        return { status: 201, body: { success: true, message: ORDER_MESSAGES.placed, order } };
      },
      orderDetails: async ({ request, params }) => ({
        status: 200,
        body: { success: true, order: await orders.orderOf(request.user.id, params.id) },
      }),
      cancelOrder: async ({ request, params, body }) => ({
        status: 200,
        body: { success: true, order: await orders.cancel(request.user.id, params.id, body.reason) },
      }),
      myCancellations: async ({ request }) => ({
        status: 200,
        body: { success: true, cancellations: await orders.myCancellations(request.user.id) },
      }),
      myOrders: async ({ request }) => ({
        status: 200,
        body: { success: true, orders: await orders.myOrders(request.user.id) },
      }),
    });
    await scope.register(s.plugin(router), options);
    const myReturns = async ({ request }: { request: { user: { id: string } } }) => ({
      status: 200 as const,
      body: { success: true as const, returns: await orders.returns.returnsOf(request.user.id) },
    });
    await scope.register(
      s.plugin(
        s.router(contract.returns, {
          requestReturn: async ({ request, params, body }) => ({
            status: 201,
            body: {
              success: true,
              message: RETURN_MESSAGES.requested,
              returns: await orders.returns.request(request.user.id, params.id, body),
            },
          }),
          myReturns,
        }),
      ),
      options,
    );
    await scope.register(s.plugin(s.router(legacyContract.returns, { returns: myReturns })), options);
    // The spec's path outside /api/v1 for the same list.
    await scope.register(
      s.plugin(
        s.router(legacyContract.orders, {
          cancelledOrders: async ({ request }) => ({
            status: 200,
            body: { success: true, cancellations: await orders.myCancellations(request.user.id) },
          }),
        }),
      ),
      options,
    );
  };
}
