import { ADDRESS_MESSAGES, contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { AddressBook } from './address-book';

const s = initServer();

/** The signed-in shopper's address book; another shopper's address is a 404. */
export function addressesPlugin(book: AddressBook, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    const router = s.router(contract.addresses, {
      list: async ({ request }) => ({
        status: 200,
        body: { success: true, addresses: await book.list(request.user.id) },
      }),
      create: async ({ request, body }) => ({
        status: 201,
        body: {
          success: true,
          message: ADDRESS_MESSAGES.saved,
          address: await book.create(request.user.id, body),
        },
      }),
      update: async ({ request, params, body }) => ({
        status: 200,
        body: {
          success: true,
          message: ADDRESS_MESSAGES.saved,
          address: await book.update(request.user.id, params.id, body),
        },
      }),
      remove: async ({ request, params }) => {
        await book.remove(request.user.id, params.id);
        return { status: 200, body: { success: true, message: ADDRESS_MESSAGES.deleted } };
      },
    });
    await scope.register(s.plugin(router), options);
  };
}
