import type { Order, Size } from '@haat/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../src/db/client';
import { productStock, type StockSize } from '../src/db/schema';
import type { TestApp } from './app';

/** A shopper signed in to a test shop, as `TestApp.signUp` answers one. */
export type Shopper = Awaited<ReturnType<TestApp['signUp']>>;
export type PlacedOrder = { success: true; message: string; order: Order };

/** Pickup points as checkout sends them: one inside Dhaka (fee 60), one outside (fee 120). */
export const dhaka = {
  fullName: 'Nusrat Jahan',
  phone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka',
  postalCode: 'Dhaka - Dhaka - Dhanmondi',
  country: 'Bangladesh',
};
export const chattogram = { ...dhaka, city: 'Chattogram', postalCode: 'Chattogram - Chattogram - Pahartali' };

/** `size` null for a one-size product. */
export async function addToCart(shopper: Shopper, productId: string, size: Size | null, quantity = 1) {
  const res = await shopper.post('/api/v1/cart/items', { product_id: productId, size, quantity });
  if (res.status !== 201) throw new Error(`add to cart failed: ${res.text}`);
  return (res.body as { cart: { items: { _id: string; product_id: string; size: string | null }[] } }).cart;
}

/** Puts the product in the cart and orders it; answers the order. */
export async function orderOne(
  shopper: Shopper,
  productId: string,
  {
    size = 'M',
    quantity = 1,
    paymentMethod = 'cash_on_delivery',
  }: { size?: Size | null; quantity?: number; paymentMethod?: string } = {},
): Promise<Order> {
  await addToCart(shopper, productId, size, quantity);
  const res = await shopper.post('/api/v1/orders', { shippingAddress: dhaka, paymentMethod });
  if (res.status !== 201) throw new Error(`order failed: ${res.text}`);
  return (res.body as PlacedOrder).order;
}

/** The units of a size, or of a one-size product's one size (ONE_SIZE). */
export async function stockOf(db: Database, productId: string, size: StockSize) {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
  return row?.quantity;
}

/** A payment's screenshot as the shop's form sends it: a data URL of a PNG drawn here. */
export async function screenshotDataUrl(): Promise<string> {
  const bytes = await sharp({
    create: { width: 320, height: 640, channels: 3, background: { r: 226, g: 19, b: 110 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}
