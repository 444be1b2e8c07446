import { accountContract } from './account';
import { addressesContract } from './addresses';
import { authContract } from './auth';
import { cartContract, legacyCartContract } from './cart';
import { catalogueContract } from './catalogue';
import { c, commonResponses } from './common';
import { deliveryCostsContract } from './delivery-costs';
import { healthContract } from './health';
import { legacyOrdersContract, ordersContract } from './orders';
import { paymentAccountsContract } from './payment-accounts';
import { paymentProofsContract } from './payment-proofs';
import { phoneVerificationContract } from './phone-verification';
import { legacyReturnsContract, returnsContract } from './returns';
import { legacyReviewsContract, reviewsContract } from './reviews';
import { trackingContract } from './tracking';
import { wishlistContract } from './wishlist';

export * from './account';
export * from './addresses';
export * from './auth';
export * from './bangladesh';
export * from './cart';
export * from './catalogue';
export {
  commonResponses,
  multilineText,
  operatorOnly,
  requiresOperator,
  requiresSignIn,
  signedIn,
  Taka,
  text,
} from './common';
export * from './constants';
export { isRealDate } from './dates';
export * from './delivery';
export * from './delivery-costs';
export * from './errors';
export * from './health';
export * from './order-totals';
export * from './orders';
export * from './payment-accounts';
export * from './payment-proofs';
export * from './phone';
export * from './phone-verification';
export * from './promotions';
export * from './returns';
export * from './reviews';
export * from './shop-path';
export * from './slug';
export * from './tracking';
export * from './wishlist';

/** Every /api/v1 call the shop answers. */
export const contract = c.router(
  {
    health: healthContract,
    catalogue: catalogueContract,
    auth: authContract,
    account: accountContract,
    addresses: addressesContract,
    orders: ordersContract,
    paymentProofs: paymentProofsContract,
    returns: returnsContract,
    reviews: reviewsContract,
    cart: cartContract,
    wishlist: wishlistContract,
    delivery: deliveryCostsContract,
    paymentAccounts: paymentAccountsContract,
    tracking: trackingContract,
    phoneVerification: phoneVerificationContract,
  },
  { pathPrefix: '/api/v1', strictStatusCodes: true, commonResponses },
);
export type Contract = typeof contract;

/** The spec's calls outside /api/v1 (purchase spec section 7), each the same call as its /api/v1 home. */
export const legacyContract = {
  cart: legacyCartContract,
  orders: legacyOrdersContract,
  returns: legacyReturnsContract,
  reviews: legacyReviewsContract,
};
