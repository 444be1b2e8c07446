/** The back office's pages, under /admin (config/paths.ts names the area itself). */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  payments: '/admin/payments',
  statements: '/admin/statements',
  returns: '/admin/returns',
  cancellations: '/admin/cancellations',
  auditLog: '/admin/audit-log',
  outbox: '/admin/outbox',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (productId: string) => `/admin/products/${encodeURIComponent(productId)}`,
  categories: '/admin/categories',
  storefront: '/admin/storefront',
  promoCodes: '/admin/promo-codes',
  settings: '/admin/settings',
} as const;
