import {
  ADMIN_ORDER_MESSAGES,
  adminContract,
  MAX_STATEMENT_CSV_LENGTH,
  PAYMENT_CHECK_MESSAGES,
  REFUND_MESSAGES,
  STATEMENT_MESSAGES,
} from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { AdminOrders } from './admin-orders';
import type { AdminReturns } from './admin-returns';
import type { Dashboard } from './dashboard';
import type { PaymentChecks } from './payment-checks';
import type { Refunds } from './refunds';
import type { Statements } from './statements';

const s = initServer();

/** The operator's orders, payment checks, statements, returns and refunds; the contract marks every call operators-only. */
export function ordersAdminPlugin(
  {
    adminOrders,
    paymentChecks,
    statements,
    adminReturns,
    refunds,
  }: {
    adminOrders: AdminOrders;
    paymentChecks: PaymentChecks;
    statements: Statements;
    adminReturns: AdminReturns;
    refunds: Refunds;
  },
  options: ContractRouterOptions,
) {
  return async (scope: FastifyInstance) => {
    // A statement travels as CSV text in JSON: its call alone takes a body that large, with room
    // for one too large to be refused with its own words.
    scope.addHook('onRoute', (route) => {
      if (route.url === adminContract.statements.importStatement.path)
        route.bodyLimit = 2 * MAX_STATEMENT_CSV_LENGTH;
    });
    await scope.register(
      s.plugin(
        s.router(adminContract.orders, {
          list: async ({ query: { page, pageSize, ...filters } }) => ({
            status: 200,
            body: { success: true, ...(await adminOrders.list(filters, page, pageSize)) },
          }),
          exportCsv: async ({ request, query, reply }) => {
            reply.header('content-disposition', 'attachment; filename="haat-orders.csv"');
            return { status: 200, body: await adminOrders.csv(request.user.id, query) };
          },
          details: async ({ params }) => ({
            status: 200,
            body: { success: true, order: await adminOrders.details(params.id) },
          }),
          move: async ({ request, params, body }) => {
            const order = await adminOrders.move(request.user.id, params.id, body);
            return {
              status: 200,
              body: {
                success: true,
                message: ADMIN_ORDER_MESSAGES.moved.replace('{status}', order.status),
                order,
              },
            };
          },
          correctShippingAddress: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: ADMIN_ORDER_MESSAGES.addressCorrected,
              order: await adminOrders.correctShippingAddress(request.user.id, params.id, body),
            },
          }),
          switchToCashOnDelivery: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: ADMIN_ORDER_MESSAGES.switchedToCashOnDelivery,
              order: await adminOrders.switchToCashOnDelivery(request.user.id, params.id, body),
            },
          }),
        }),
      ),
      options,
    );
    await scope.register(
      s.plugin(
        s.router(adminContract.paymentChecks, {
          queue: async ({ query: { status, page, pageSize } }) => ({
            status: 200,
            body: { success: true, ...(await paymentChecks.queue(status, page, pageSize)) },
          }),
          screenshot: async ({ params, reply }) => {
            reply.header('cache-control', 'private, no-store');
            return { status: 200, body: await paymentChecks.screenshot(params.id) };
          },
          verify: async ({ request, params }) => {
            const proof = await paymentChecks.verify(request.user.id, params.id);
            return {
              status: 200,
              body: {
                success: true,
                message: PAYMENT_CHECK_MESSAGES.verified.replace('{orderNumber}', proof.order.orderNumber),
                proof,
              },
            };
          },
          reject: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: PAYMENT_CHECK_MESSAGES.rejected,
              proof: await paymentChecks.reject(request.user.id, params.id, body.reason),
            },
          }),
        }),
      ),
      options,
    );
    await scope.register(
      s.plugin(
        s.router(adminContract.statements, {
          importStatement: async ({ request, body }) => {
            const imported = await statements.importStatement(request.user.id, body);
            const message = STATEMENT_MESSAGES.imported
              .replace('{added}', String(imported.added))
              .replace('{known}', String(imported.known))
              .replace('{refused}', String(imported.refused.length));
            return { status: 200, body: { success: true, message, ...imported } };
          },
          matches: async () => ({ status: 200, body: { success: true, ...(await statements.matches()) } }),
          verifyMatches: async ({ request, body }) => {
            const verified = await statements.verifyMatches(request.user.id, body.proofIds);
            const message = STATEMENT_MESSAGES.verified.replace('{count}', String(verified.length));
            return { status: 200, body: { success: true, message, verified } };
          },
        }),
      ),
      options,
    );
    await scope.register(
      s.plugin(
        s.router(adminContract.refunds, {
          returns: async ({ query: { page, pageSize, ...filters } }) => ({
            status: 200,
            body: { success: true, ...(await adminReturns.returns(filters, page, pageSize)) },
          }),
          approveReturn: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: REFUND_MESSAGES.approved,
              return: await adminReturns.approveReturn(request.user.id, params.id, body.note),
            },
          }),
          rejectReturn: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: REFUND_MESSAGES.rejected,
              return: await adminReturns.rejectReturn(request.user.id, params.id, body.reason),
            },
          }),
          refundReturn: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: REFUND_MESSAGES.returnRefunded,
              return: await adminReturns.refundReturn(request.user.id, params.id, body.note),
            },
          }),
          cancellations: async ({ query: { page, pageSize, ...filters } }) => ({
            status: 200,
            body: { success: true, ...(await refunds.cancellations(filters, page, pageSize)) },
          }),
          refundCancellation: async ({ request, params, body }) => {
            const cancellation = await refunds.refundCancellation(request.user.id, params.id, body.note);
            return {
              status: 200,
              body: {
                success: true,
                message: REFUND_MESSAGES.orderRefunded.replace('{orderNumber}', cancellation.orderNumber),
                cancellation,
              },
            };
          },
        }),
      ),
      options,
    );
  };
}

/** The back office's first page of figures. */
export const dashboardAdminRouter = (dashboard: Dashboard) =>
  s.plugin(
    s.router(adminContract.dashboard, {
      figures: async () => ({ status: 200, body: { success: true, figures: await dashboard.figures() } }),
    }),
  );
