/** The back office's pages, under /admin (config/paths.ts names the area itself). */
export const ADMIN_PATHS = {
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  payments: '/admin/payments',
  statements: '/admin/statements',
  returns: '/admin/returns',
  cancellations: '/admin/cancellations',
  auditLog: '/admin/audit-log',
} as const;
