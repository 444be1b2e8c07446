import { adminContract, RISK_MESSAGES } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { AdminRisk } from './admin-risk';

const s = initServer();

/** The COD guard's settings, review queue and number lookup; the contract marks every call operators-only. */
export const riskAdminRouter = (risk: AdminRisk) =>
  s.plugin(
    s.router(adminContract.risk, {
      settings: async () => ({ status: 200, body: { success: true, settings: await risk.settings() } }),
      saveSettings: async ({ request, body }) => ({
        status: 200,
        body: {
          success: true,
          message: RISK_MESSAGES.settings,
          settings: await risk.saveSettings(request.user.id, body),
        },
      }),
      heldOrders: async ({ query: { page, pageSize } }) => ({
        status: 200,
        body: { success: true, ...(await risk.heldOrders(page, pageSize)) },
      }),
      approve: async ({ request, params, body }) => ({
        status: 200,
        body: {
          success: true,
          message: RISK_MESSAGES.approved,
          status: await risk.approve(request.user.id, params.id, body.note),
        },
      }),
      cancel: async ({ request, params, body }) => ({
        status: 200,
        body: {
          success: true,
          message: RISK_MESSAGES.cancelled,
          status: await risk.cancel(request.user.id, params.id, body.note),
        },
      }),
      phone: async ({ params }) => ({
        status: 200,
        body: { success: true, lookup: await risk.phone(params.phone) },
      }),
      blockedPhones: async ({ query: { page, pageSize } }) => ({
        status: 200,
        body: { success: true, ...(await risk.blockedPhones(page, pageSize)) },
      }),
      blockPhone: async ({ request, params, body }) => ({
        status: 200,
        body: { success: true, ...(await risk.blockPhone(request.user.id, params.phone, body.note)) },
      }),
      unblockPhone: async ({ request, params }) => ({
        status: 200,
        body: { success: true, ...(await risk.unblockPhone(request.user.id, params.phone)) },
      }),
      figures: async ({ query: { days } }) => ({
        status: 200,
        body: { success: true, figures: await risk.figures(days) },
      }),
    }),
  );
