/** What the rest of the app may use of the orders. */
export { myOrdersQueryOptions, useMyOrders, useOrderDetails } from './api';
export { Badge, StatusBadge } from './components/status-badge';
export { orderKeys } from './keys';
export { orderMessages } from './messages';
export {
  amountDue,
  canPay,
  formatOrderDate,
  itemCount,
  leftForTheDoor,
  PAYMENT_METHOD_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
  RETURN_STATUS_MESSAGES,
  STATUS_MESSAGES,
  statusTone,
  type Tone,
} from './status';
