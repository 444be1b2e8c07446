import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { AccountService } from './service';

const s = initServer();

/** Everything under /user belongs to the signed-in shopper; the contract marks its calls signed-in. */
export function accountPlugin(account: AccountService, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    const router = s.router(contract.account, {
      profile: async ({ request }) => ({
        status: 200,
        body: { success: true, user: await account.profile(request.user.id) },
      }),
      updateProfile: async ({ request, body }) => ({
        status: 200,
        body: { success: true, ...(await account.updateProfile(request.user, body, request.ip)) },
      }),
      setLanguage: async ({ request, body }) => ({
        status: 200,
        body: { success: true, language: await account.setLanguage(request.user.id, body.language) },
      }),
    });
    await scope.register(s.plugin(router), options);
  };
}
