import { adminContract, PROMO_CODE_MESSAGES } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { PromoDesk } from './promo-desk';

const s = initServer();

const say = (message: string, code: string) => message.replace('{code}', code);

/** The operator's promo codes; the contract marks every call operators-only. */
export const promotionsAdminRouter = (desk: PromoDesk) =>
  s.plugin(
    s.router(adminContract.promotions, {
      list: async ({ query: { page, pageSize, q } }) => ({
        status: 200,
        body: { success: true, ...(await desk.list({ q }, page, pageSize)) },
      }),
      create: async ({ request, body }) => {
        const promoCode = await desk.create(request.user.id, body);
        return {
          status: 201,
          body: { success: true, message: say(PROMO_CODE_MESSAGES.created, promoCode.code), promoCode },
        };
      },
      edit: async ({ request, params, body }) => {
        const promoCode = await desk.edit(request.user.id, params.id, body);
        return {
          status: 200,
          body: { success: true, message: say(PROMO_CODE_MESSAGES.saved, promoCode.code), promoCode },
        };
      },
      setActive: async ({ request, params, body }) => {
        const promoCode = await desk.setActive(request.user.id, params.id, body.active);
        const message = body.active ? PROMO_CODE_MESSAGES.reactivated : PROMO_CODE_MESSAGES.deactivated;
        return { status: 200, body: { success: true, message: say(message, promoCode.code), promoCode } };
      },
    }),
  );
