import { adminContract } from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { AuditLog } from './service';

const s = initServer();

/** The audit log, for operators. */
export const auditLogAdminRouter = (auditLog: AuditLog) =>
  s.plugin(
    s.router(adminContract.auditLog, {
      list: async ({ query: { page, pageSize } }) => ({
        status: 200,
        body: { success: true, ...(await auditLog.page(page, pageSize)) },
      }),
    }),
  );
