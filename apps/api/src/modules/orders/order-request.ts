import { createHash } from 'node:crypto';
import {
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutPaymentMethod,
  normalisedMobile,
  type PlaceOrder,
} from '@haat/contracts';
import type { ShippingAddressSnapshot } from '../../db/schema';
import { BadRequest, fieldRefusal } from '../../errors';

/**
 * An order's request as checkout sends it: checked in the order the spec gives its checks, and
 * remembered by its fingerprint under an Idempotency-Key.
 */

const isCheckoutMethod = (method: string): method is CheckoutPaymentMethod =>
  (CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * The checks of purchase spec section 5, in its order: something to order, a pickup point, a
 * payment method, a known method, and a pickup point with a name, phone and address.
 */
export function checkedRequest(request: PlaceOrder, lineCount: number) {
  if (lineCount === 0) throw new BadRequest('orderCartEmpty');
  const given = request.shippingAddress;
  if (!given || (typeof given === 'string' && !given.trim())) throw new BadRequest('pickupPointRequired');
  const method = request.paymentMethod?.trim() ?? '';
  if (!method) throw new BadRequest('paymentMethodRequired');
  if (!isCheckoutMethod(method)) throw new BadRequest('paymentMethodInvalid');
  // The simple checkout sends the address as text, with the name and phone beside it.
  const point =
    typeof given === 'string'
      ? { fullName: request.customerName, phone: request.phone, address: given, city: '', postalCode: '' }
      : given;
  const address: ShippingAddressSnapshot = {
    fullName: point.fullName?.trim() ?? '',
    phone: point.phone?.trim() ?? '',
    address: point.address?.trim() ?? '',
    city: point.city?.trim() ?? '',
    postalCode: point.postalCode?.trim() ?? '',
    country: point.country?.trim() || 'Bangladesh',
  };
  if (!address.fullName || !address.phone || !address.address) throw new BadRequest('pickupPointIncomplete');
  // The courier calls this number: it must be a mobile number, kept as the shop keeps them.
  const phone = normalisedMobile(address.phone);
  if (!phone)
    throw new BadRequest(
      fieldRefusal(typeof given === 'string' ? 'phone' : 'shippingAddress.phone', 'phoneInvalid'),
    );
  return { address: { ...address, phone }, method };
}

/** The request as it is remembered under its Idempotency-Key: the same key with another body is refused. */
export function fingerprintOf(request: PlaceOrder): string {
  const point = request.shippingAddress;
  const canonical = JSON.stringify([
    point && typeof point === 'object'
      ? [point.fullName, point.phone, point.address, point.city, point.postalCode, point.country]
      : (point ?? null),
    request.customerName ?? null,
    request.phone ?? null,
    request.paymentMethod ?? null,
    request.notes ?? '',
    request.lines ? [...new Set(request.lines)].sort() : null,
    request.codAdvance === true,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
