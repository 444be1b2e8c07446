import { CART_MESSAGES, contract, legacyContract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { CartService } from './service';

const s = initServer();

/** The cart belongs to the signed-in shopper; the contract marks its calls signed-in. */
export function cartPlugin(cart: CartService, options: ContractRouterOptions) {
  const deleteItems = async ({
    request,
    body,
  }: {
    request: { user: { id: string } };
    body: { productIds: string[] };
  }) => ({
    status: 200 as const,
    body: { success: true as const, cart: await cart.removeItems(request.user.id, body.productIds) },
  });
  const applyPromo = async ({
    request,
    body,
  }: {
    request: { user: { id: string } };
    body: { promoCode: string };
  }) => ({
    status: 200 as const,
    body: {
      success: true as const,
      message: CART_MESSAGES.promoApplied,
      ...(await cart.applyPromo(request.user.id, body.promoCode)),
    },
  });

  return async (scope: FastifyInstance) => {
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
      updateItem: async ({ request, params, body }) => ({
        status: 200,
        body: { success: true, cart: await cart.updateItem(request.user.id, params.id, body.quantity) },
      }),
      removeItem: async ({ request, params }) => ({
        status: 200,
        body: { success: true, cart: await cart.removeItem(request.user.id, params.id) },
      }),
      clear: async ({ request }) => ({
        status: 200,
        body: { success: true, cart: await cart.clear(request.user.id) },
      }),
      deleteItems,
      applyPromo,
      removePromo: async ({ request }) => ({
        status: 200,
        body: { success: true, cart: await cart.removePromo(request.user.id) },
      }),
    });
    await scope.register(s.plugin(router), options);
    // The spec's paths outside /api/v1 for the same two calls.
    await scope.register(
      s.plugin(s.router(legacyContract.cart, { deleteCartItems: deleteItems, applyPromo })),
      options,
    );
  };
}
