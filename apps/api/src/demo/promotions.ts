import type { Transaction } from '../db/client';
import { promoCodes } from '../db/schema';

/**
 * The demo shop's promo codes: WELCOME10, the 10% off the cart page promises (purchase spec
 * section 9), and one that has expired, so that both answers can be tried.
 */
export async function seedDemoPromotions(tx: Transaction) {
  await tx.insert(promoCodes).values([
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      description: '10% off your order',
      descriptionBn: 'আপনার অর্ডারে ১০% ছাড়',
      perShopperLimit: 1,
    },
    {
      code: 'EID2025',
      kind: 'fixed',
      value: 200_00,
      description: '৳200 off for Eid 2025',
      descriptionBn: 'ঈদ ২০২৫-এ ৳২০০ ছাড়',
      minSubtotal: 2000_00,
      startsAt: new Date(Date.UTC(2025, 2, 20)),
      endsAt: new Date(Date.UTC(2025, 3, 5)),
      perShopperLimit: 1,
    },
  ]);
}
