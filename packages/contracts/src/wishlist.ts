import { z } from 'zod';
import { ProductIdField } from './cart';
import { c, signedIn, Taka, text } from './common';
import { ErrorResponse } from './errors';

/** A product saved for later, with what the wishlist page shows of it. */
export const WishlistEntry = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    /** The name in Bengali; null when it has none. */
    nameBn: z.string().nullable(),
    /** Taka, the product's current price. */
    price: Taka,
    /** The product's pictures, small, in gallery order. */
    images: z.array(z.string()),
    /** Sold in one size: it goes in the cart without one. */
    oneSize: z.boolean(),
  }),
});
export type WishlistEntry = z.infer<typeof WishlistEntry>;

export const AddWishlistEntry = z.object({
  productId: ProductIdField,
});
export type AddWishlistEntry = z.infer<typeof AddWishlistEntry>;

export const wishlistContract = c.router(
  {
    wishlist: {
      method: 'GET',
      path: '',
      summary: "The signed-in shopper's wishlist, newest first",
      responses: {
        200: z.object({ success: z.literal(true), wishlist: z.array(WishlistEntry) }),
        401: ErrorResponse,
      },
      ...signedIn,
    },
    add: {
      method: 'POST',
      path: '',
      summary: 'Save a product to the wishlist; saving it again answers the entry already there',
      body: AddWishlistEntry,
      responses: {
        201: z.object({ success: z.literal(true), entry: WishlistEntry }),
        401: ErrorResponse,
        404: ErrorResponse,
      },
      ...signedIn,
    },
    remove: {
      method: 'DELETE',
      path: '/:productId',
      summary: 'Take a product off the wishlist; one that is not on it is already off',
      pathParams: z.object({ productId: text().max(100) }),
      responses: { 200: z.object({ success: z.literal(true) }), 401: ErrorResponse },
      ...signedIn,
    },
  },
  { pathPrefix: '/user/wishlist' },
);
