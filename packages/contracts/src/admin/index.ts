// The operator's calls, a contract of their own so that the shopper's client never grows with
// them: imported as `@haat/contracts/admin`.
import { c, commonResponses } from '../common';
import { adminAuditLogContract } from './audit-log';
import { adminCatalogueContract } from './catalogue';
import { adminDashboardContract } from './dashboard';
import { adminMessagesContract } from './messages';
import { adminOrdersContract } from './orders';
import { adminPaymentChecksContract } from './payment-checks';
import { adminPayoutsContract } from './payouts';
import { adminPromotionsContract } from './promotions';
import { adminRefundsContract } from './refunds';
import { adminRiskContract } from './risk';
import { adminSettingsContract } from './settings';
import { adminShippingContract } from './shipping';
import { adminStatementsContract } from './statements';

export * from './audit-log';
export * from './catalogue';
export * from './common';
export * from './dashboard';
export * from './messages';
export * from './orders';
export * from './payment-checks';
export * from './payouts';
export * from './promotions';
export * from './refunds';
export * from './risk';
export * from './settings';
export * from './shipment';
export * from './shipping';
export * from './statements';

/** Every /api/v1/admin call: operators only (401 without a token, 403 for a shopper). */
export const adminContract = c.router(
  {
    orders: adminOrdersContract,
    paymentChecks: adminPaymentChecksContract,
    statements: adminStatementsContract,
    refunds: adminRefundsContract,
    auditLog: adminAuditLogContract,
    catalogue: adminCatalogueContract,
    promotions: adminPromotionsContract,
    settings: adminSettingsContract,
    dashboard: adminDashboardContract,
    messages: adminMessagesContract,
    shipping: adminShippingContract,
    payouts: adminPayoutsContract,
    risk: adminRiskContract,
  },
  { pathPrefix: '/api/v1/admin', strictStatusCodes: true, commonResponses },
);
export type AdminContract = typeof adminContract;
