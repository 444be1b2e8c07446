import { adminContract, PROMO_CODE_MESSAGES } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { AdminPromotions } from './admin-promotions';

const s = initServer();

const say = (message: string, code: string) => message.replace('{code}', code);

/** The operator's promo codes; the contract marks every call operators-only. */
export const promotionsAdminRouter = (adminPromotions: AdminPromotions) =>
  s.plugin(
    s.router(adminContract.promotions, {
      list: async ({ query: { page, pageSize, q } }) => ({
        status: 200,
        body: { success: true, ...(await adminPromotions.list({ q }, page, pageSize)) },
      }),
      create: async ({ request, body }) => {
        const promoCode = await adminPromotions.create(request.user.id, body);
        return {
          status: 201,
          body: { success: true, message: say(PROMO_CODE_MESSAGES.created, promoCode.code), promoCode },
        };
      },
      edit: async ({ request, params, body }) => {
        const promoCode = await adminPromotions.edit(request.user.id, params.id, body);
        return {
          status: 200,
          body: { success: true, message: say(PROMO_CODE_MESSAGES.saved, promoCode.code), promoCode },
        };
      },
      setActive: async ({ request, params, body }) => {
        const promoCode = await adminPromotions.setActive(request.user.id, params.id, body.active);
        const message = body.active ? PROMO_CODE_MESSAGES.reactivated : PROMO_CODE_MESSAGES.deactivated;
        return { status: 200, body: { success: true, message: say(message, promoCode.code), promoCode } };
      },
    }),
  );
