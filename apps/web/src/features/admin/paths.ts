/** The back office's pages, under /admin (config/paths.ts names the area itself). */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  payments: '/admin/payments',
  statements: '/admin/statements',
  auditLog: '/admin/audit-log',
  promoCodes: '/admin/promo-codes',
  settings: '/admin/settings',
} as const;
