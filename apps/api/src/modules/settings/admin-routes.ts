import { adminContract, SETTINGS_MESSAGES } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { AdminSettings } from './admin-settings';

const s = initServer();

const saved = (message: string, settings: Awaited<ReturnType<AdminSettings['read']>>) => ({
  status: 200 as const,
  body: { success: true as const, message, settings },
});

/** The operator's settings; the contract marks every call operators-only. */
export const settingsAdminRouter = (adminSettings: AdminSettings) =>
  s.plugin(
    s.router(adminContract.settings, {
      read: async () => ({ status: 200, body: { success: true, settings: await adminSettings.read() } }),
      deliveryCosts: async ({ request, body }) =>
        saved(SETTINGS_MESSAGES.deliveryCosts, await adminSettings.deliveryCosts(request.user.id, body)),
      taxRate: async ({ request, body }) =>
        saved(SETTINGS_MESSAGES.taxRate, await adminSettings.taxRate(request.user.id, body.percent)),
      unpaidOrderHours: async ({ request, body }) =>
        saved(
          SETTINGS_MESSAGES.unpaidOrderHours.replace('{hours}', String(body.hours)),
          await adminSettings.unpaidOrderHours(request.user.id, body.hours),
        ),
      paymentAccounts: async ({ request, body }) =>
        saved(SETTINGS_MESSAGES.paymentAccounts, await adminSettings.paymentAccounts(request.user.id, body)),
      smsEvents: async ({ request, body }) =>
        saved(SETTINGS_MESSAGES.smsEvents, await adminSettings.smsEvents(request.user.id, body.topics)),
    }),
  );
