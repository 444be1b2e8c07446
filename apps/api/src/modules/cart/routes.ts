import { CART_MESSAGES, contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { CartService } from './service';

const s = initServer();

/** The cart belongs to the signed-in shopper: no valid token, no answer. */
export function cartPlugin(cart: CartService, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', scope.requireUser);
    const router = s.router(contract.cart, {
      cart: async ({ request }) => ({
        status: 200,
        body: { success: true, cart: await cart.cart(request.user.id) },
      }),
      addItem: async ({ request, body }) => ({
        status: 201,
        body: {
          success: true,
          message: CART_MESSAGES.added,
          cart: await cart.addItem(request.user.id, body),
        },
      }),
    });
    await scope.register(s.plugin(router), options);
  };
}
