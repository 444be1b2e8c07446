import { contract, ORDER_MESSAGES } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { OrdersService } from './service';

const s = initServer();

/** Orders belong to the shopper who placed them; the contract marks its calls signed-in. */
export function ordersPlugin(orders: OrdersService, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    const router = s.router(contract.orders, {
      placeOrder: async ({ request, body, headers }) => {
        const { order } = await orders.placeOrder(request.user.id, body, headers['idempotency-key']);
        return { status: 201, body: { success: true, message: ORDER_MESSAGES.placed, order } };
      },
      orderDetails: async ({ request, params }) => ({
        status: 200,
        body: { success: true, order: await orders.orderOf(request.user.id, params.id) },
      }),
      myOrders: async ({ request }) => ({
        status: 200,
        body: { success: true, orders: await orders.myOrders(request.user.id) },
      }),
    });
    await scope.register(s.plugin(router), options);
  };
}
