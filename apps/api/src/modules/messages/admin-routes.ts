import { ADMIN_MESSAGE_TEXTS, adminContract } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { AdminMessages } from './admin-messages';

const s = initServer();

/** The outbox, for operators: what waits, what failed, what went, and sending again. */
export const messagesAdminRouter = (adminMessages: AdminMessages) =>
  s.plugin(
    s.router(adminContract.messages, {
      list: async ({ query: { list, page, pageSize } }) => ({
        status: 200,
        body: { success: true, ...(await adminMessages.list(list, page, pageSize)) },
      }),
      resend: async ({ request, params }) => ({
        status: 200,
        body: {
          success: true,
          message: ADMIN_MESSAGE_TEXTS.resent,
          outboxMessage: await adminMessages.resend(request.user.id, params.id),
        },
      }),
    }),
  );
