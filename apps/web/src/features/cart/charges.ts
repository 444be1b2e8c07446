import { DEFAULT_DELIVERY_COSTS, type DeliveryCosts } from '@haat/contracts/delivery';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** What an order is charged besides its goods, as the shop sets it: the delivery fees (taka) and the tax rate. */
export type ShopCharges = { deliveryCosts: DeliveryCosts; taxPercent: number };

/** The spec's fees, and no tax, when the shop's cannot be read (purchase spec section 7). */
const FALLBACK: ShopCharges = { deliveryCosts: DEFAULT_DELIVERY_COSTS, taxPercent: 0 };

/** The delivery fees and the tax rate, for the totals the cart and checkout show before the order is placed. */
export function useShopCharges() {
  return useQuery({
    queryKey: ['shop-charges'],
    queryFn: async ({ signal }): Promise<ShopCharges> => {
      const response = await api.delivery.deliveryCosts({ fetchOptions: { signal } });
      return response.status === 200
        ? { deliveryCosts: response.body.deliveryCosts, taxPercent: response.body.taxRate.percent }
        : FALLBACK;
    },
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: FALLBACK,
  });
}
