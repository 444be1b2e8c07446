/**
 * Query keys of the shopper's orders, shared by every page that shows or changes them: the order
 * lists (My Orders, the dashboard's recent orders), one order, cancellations and returns. All sit
 * under ['orders', userId]: a change of one order refreshes every list, and signing out forgets them.
 */
export const orderKeys = {
  all: (userId: string) => ['orders', userId] as const,
  mine: (userId: string) => ['orders', userId, 'mine'] as const,
  order: (userId: string, orderId: string) => ['orders', userId, 'order', orderId] as const,
  cancellations: (userId: string) => ['orders', userId, 'cancellations'] as const,
  returns: (userId: string) => ['orders', userId, 'returns'] as const,
};
