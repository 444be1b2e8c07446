import sharp from 'sharp';
import { type FileStorage, UPLOADS_URL_PREFIX } from '../../storage';
import { PRODUCT_IMAGE_ASPECT, PRODUCT_IMAGE_WIDTHS, renditionKey } from '../catalogue/images';

const WIDTH = PRODUCT_IMAGE_WIDTHS.large;
/** The size of a link preview's picture: the product's large picture, 720 × 900. */
export const PREVIEW_PICTURE = { width: WIDTH, height: Math.round(WIDTH * PRODUCT_IMAGE_ASPECT) };

/** A preview picture's address: a product picture's large rendition, as JPEG. */
const PREVIEW_ADDRESS = new RegExp(`^${UPLOADS_URL_PREFIX}(products/[\\w-]{1,120})-${WIDTH}\\.jpg$`);

/** Where the JPEG of a product picture's large WebP rendition is. */
export const previewPictureUrl = (largeUrl: string) => largeUrl.replace(/\.webp$/, '.jpg');

/**
 * Link previews' pictures, in JPEG: WhatsApp and Messenger do not all show WebP, in which the shop
 * keeps its pictures. Each is drawn from the large rendition the first time it is asked for, then
 * stored beside it and served as any upload.
 */
export function createPreviewPictures(storage: FileStorage) {
  /** Pictures being drawn: a preview shared in a busy group is asked for many times at once. */
  const drawing = new Map<string, Promise<Buffer | undefined>>();
  const drawOnce = async (storageKey: string) => {
    const webp = await storage.read(renditionKey(storageKey, WIDTH));
    if (!webp) return undefined;
    const jpeg = await sharp(webp)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await storage.put(`${storageKey}-${WIDTH}.jpg`, jpeg);
    return jpeg;
  };
  return {
    /** The JPEG for a preview picture's address, drawn now if need be; none for another address. */
    draw(pathname: string): Promise<Buffer | undefined> {
      const [, storageKey] = PREVIEW_ADDRESS.exec(pathname) ?? [];
      if (!storageKey) return Promise.resolve(undefined);
      const drawn = drawing.get(storageKey);
      if (drawn) return drawn;
      const started = drawOnce(storageKey).finally(() => drawing.delete(storageKey));
      drawing.set(storageKey, started);
      return started;
    },
  };
}

export type PreviewPictures = ReturnType<typeof createPreviewPictures>;
