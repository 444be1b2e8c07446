import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { PhoneVerification } from './phone-verification';

const s = initServer();

/** The signed-in shopper proving a number theirs; the contract marks both calls signed-in. */
export function phoneVerificationPlugin(verification: PhoneVerification, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    const router = s.router(contract.phoneVerification, {
      requestPhoneCode: async ({ request, body }) => ({
        status: 200,
        body: { success: true, ...(await verification.requestCode(request.user.id, body.phone, request.ip)) },
      }),
      confirmPhoneCode: async ({ request, body }) => ({
        status: 200,
        body: { success: true, ...(await verification.confirmCode(request.user.id, body.phone, body.code)) },
      }),
    });
    await scope.register(s.plugin(router), options);
  };
}
