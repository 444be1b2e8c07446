import { contract, legacyContract, REVIEW_MESSAGES } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { ReviewsService } from './service';

const s = initServer();

/** Reviews: written and managed by the signed-in shopper who received the product; read by anyone. */
export function reviewsPlugin(reviews: ReviewsService, options: ContractRouterOptions) {
  const myReviews = async ({ request }: { request: { user: { id: string } } }) => ({
    status: 200 as const,
    body: { success: true as const, reviews: await reviews.mine(request.user.id) },
  });
  const deleteReview = async ({
    request,
    params,
  }: {
    request: { user: { id: string } };
    params: { id: string };
  }) => {
    await reviews.remove(request.user.id, params.id);
    return { status: 200 as const, body: { success: true as const, message: REVIEW_MESSAGES.deleted } };
  };
  return async (scope: FastifyInstance) => {
    const router = s.router(contract.reviews, {
      writeReview: async ({ request, params, body }) => ({
        status: 201,
        body: {
          success: true,
          message: REVIEW_MESSAGES.written,
          review: await reviews.write(request.user.id, params.id, body),
        },
      }),
      productReviews: async ({ params }) => ({
        status: 200,
        body: { success: true, ...(await reviews.ofProduct(params.id)) },
      }),
      myReviews,
      deleteReview,
    });
    await scope.register(s.plugin(router), options);
    // The spec's paths outside /api/v1 for the same two calls.
    await scope.register(s.plugin(s.router(legacyContract.reviews, { myReviews, deleteReview })), options);
  };
}
