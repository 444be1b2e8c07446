import { accountContract } from './account';
import { addressesContract } from './addresses';
import { authContract } from './auth';
import { cartContract } from './cart';
import { catalogueContract } from './catalogue';
import { c, commonResponses } from './common';
import { deliveryCostsContract } from './delivery-costs';
import { healthContract } from './health';
import { ordersContract } from './orders';
import { wishlistContract } from './wishlist';

export * from './account';
export * from './addresses';
export * from './auth';
export * from './bangladesh';
export * from './cart';
export * from './catalogue';
export { commonResponses, multilineText, requiresSignIn, signedIn, Taka, text } from './common';
export * from './constants';
export * from './delivery';
export * from './delivery-costs';
export * from './errors';
export * from './health';
export * from './orders';
export * from './promotions';
export * from './shop-path';
export * from './slug';
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
    cart: cartContract,
    wishlist: wishlistContract,
    delivery: deliveryCostsContract,
  },
  { pathPrefix: '/api/v1', strictStatusCodes: true, commonResponses },
);
export type Contract = typeof contract;
