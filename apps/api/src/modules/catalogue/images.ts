import { sql } from 'drizzle-orm';
import { productImages, products } from '../../db/schema';
import type { FileStorage } from '../../storage';

/** Widths every product image is kept at: small for grids, large for the product page. */
export const PRODUCT_IMAGE_WIDTHS = { thumbnail: 360, large: 720 } as const;
/** Height over width of every product image (4:5, portrait, as clothing is shot). */
export const PRODUCT_IMAGE_ASPECT = 5 / 4;

export const renditionKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

export function productImageUrls(storage: FileStorage, storageKey: string) {
  return {
    large: storage.publicUrl(renditionKey(storageKey, PRODUCT_IMAGE_WIDTHS.large)),
    thumbnail: storage.publicUrl(renditionKey(storageKey, PRODUCT_IMAGE_WIDTHS.thumbnail)),
  };
}

/** The storage key of a product's first picture, as a column of any query that reads `products`. */
export const firstImageKey = () => sql<string | null>`(
  select ${productImages.storageKey} from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.position} limit 1)`;
