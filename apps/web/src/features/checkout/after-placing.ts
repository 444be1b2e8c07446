import type { Order } from '@haat/contracts';
import type { NavigateFunction } from 'react-router';
import { PATHS } from '../../config/paths';
import { canPay } from '../orders';
import type { PaymentPageState } from './pages/payment-page';

/**
 * The page after an order is placed, for both checkouts: one with something to pay online (an order
 * paid online, or the delivery fee the COD guard asked first) goes to its payment page, to send the
 * proof; one paid at the door, or held for the shop's review, to My Orders.
 */
export function goAfterPlacing(navigate: NavigateFunction, order: Order): void {
  if (canPay(order))
    navigate(PATHS.payOrder(order._id), { state: { placed: true } satisfies PaymentPageState });
  else navigate(PATHS.orders);
}
