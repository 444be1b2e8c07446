import type { Order } from '@haat/contracts';
import { SHOPPER } from './render';

/** A bKash order of one Panjabi waiting for its payment, as GET /orders/user/{id} answers it. */
export const ORDER: Order = {
  _id: 'order-1',
  orderNumber: 'HAAT-20261128-0001',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'bkash',
  createdAt: '2026-11-28T10:00:00.000Z',
  total: 1260,
  items: [
    {
      _id: 'line-1',
      name: 'Cotton Panjabi',
      nameBn: null,
      image: '',
      price: 1200,
      quantity: 1,
      size: 'M',
      product_id: 'product-1',
    },
  ],
  user: { name: SHOPPER.name },
  subtotal: 1200,
  discount: 0,
  tax: 0,
  shippingCost: 60,
  paidInAdvance: 0,
  promoCode: null,
  shippingAddress: {
    fullName: SHOPPER.name,
    phone: '01712345678',
    address: 'House 4, Road 2, Mirpur',
    city: 'Dhaka',
    postalCode: 'Dhaka - Dhaka - Mirpur',
    country: 'Bangladesh',
  },
  notes: '',
  statusEvents: [{ status: 'pending', note: '', createdAt: '2026-11-28T10:00:00.000Z' }],
  paymentProof: null,
  parcel: null,
};
