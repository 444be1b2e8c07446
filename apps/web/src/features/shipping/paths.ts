/** The courier work's own page in the back office (the rest lives on the orders' pages). */
export const SHIPPING_PATHS = {
  /** The print page of the labels of these orders' booked parcels. */
  labels: (orderIds: readonly string[]) =>
    `/admin/labels?orders=${orderIds.map((id) => encodeURIComponent(id)).join(',')}`,
} as const;

/** The orders named in the print page's address. */
export const orderIdsOf = (search: URLSearchParams) =>
  (search.get('orders') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
