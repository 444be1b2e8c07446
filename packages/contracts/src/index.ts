import { accountContract } from './account';
import { authContract } from './auth';
import { cartContract } from './cart';
import { catalogueContract } from './catalogue';
import { c, commonResponses } from './common';
import { healthContract } from './health';
import { ordersContract } from './orders';
import { wishlistContract } from './wishlist';

export * from './account';
export * from './auth';
export * from './cart';
export * from './catalogue';
export { commonResponses, Taka } from './common';
export * from './constants';
export * from './errors';
export * from './health';
export * from './orders';
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
    orders: ordersContract,
    cart: cartContract,
    wishlist: wishlistContract,
  },
  { pathPrefix: '/api/v1', strictStatusCodes: true, commonResponses },
);
export type Contract = typeof contract;
