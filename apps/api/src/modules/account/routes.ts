import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { AccountService } from './service';

const s = initServer();

/** Everything under /user belongs to the signed-in shopper: no valid token, no answer. */
export function accountPlugin(account: AccountService, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', scope.requireUser);
    const router = s.router(contract.account, {
      profile: async ({ request }) => ({
        status: 200,
        body: { success: true, user: await account.profile(request.user.id) },
      }),
      updateProfile: async ({ request, body }) => ({
        status: 200,
        body: { success: true, user: await account.updateProfile(request.user.id, body) },
      }),
    });
    await scope.register(s.plugin(router), options);
  };
}
