import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { WishlistService } from './service';

const s = initServer();

/** The wishlist belongs to the signed-in shopper; the contract marks its calls signed-in. */
export function wishlistPlugin(wishlist: WishlistService, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    const router = s.router(contract.wishlist, {
      wishlist: async ({ request }) => ({
        status: 200,
        body: { success: true, wishlist: await wishlist.wishlist(request.user.id) },
      }),
      add: async ({ request, body }) => ({
        status: 201,
        body: { success: true, entry: await wishlist.add(request.user.id, body.productId) },
      }),
      remove: async ({ request, params }) => {
        await wishlist.remove(request.user.id, params.productId);
        return { status: 200, body: { success: true } };
      },
    });
    await scope.register(s.plugin(router), options);
  };
}
