import { MAX_SCREENSHOT_BYTES, MAX_UPLOAD_MEGAPIXELS } from '@haat/contracts';
import { MAX_IMAGE_BYTES } from '@haat/contracts/admin';
import sharp, { type Sharp } from 'sharp';
import type { FixedErrorCode } from '../errors';
import { HttpError } from '../errors';

// libvips keeps up to 50 MB of finished operations by default, for pictures processed again; every
// picture here (an upload, a proof) is processed once, so the cache would only hold memory.
sharp.cache(false);

export type Rendition = { width: number; bytes: Buffer };

/**
 * Decodes a picture once and encodes it at every width asked for, as WebP. With `aspect` (height
 * over width) each is cut to that shape from the middle, as a shop's grid shows every picture alike.
 */
async function encodeRenditions(
  image: Sharp,
  widths: readonly number[],
  { aspect, quality = 74 }: { aspect?: number; quality?: number } = {},
): Promise<Rendition[]> {
  // Decoded once, at the widest width asked for: a large upload never sits in memory at full size.
  const widest = Math.max(...widths);
  const raster = await image
    .resize(widest, aspect ? Math.round(widest * aspect) : undefined, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: raster.info.width, height: raster.info.height, channels: raster.info.channels };
  return Promise.all(
    widths.map(async (width) => ({
      width,
      bytes: await sharp(raster.data, { raw })
        .resize(width, aspect ? Math.round(width * aspect) : undefined, { fit: 'cover' })
        .webp({ quality, effort: 0 })
        .toBuffer(),
    })),
  );
}

/** Renders an SVG once and encodes it at every width asked for, as WebP. */
export const renderRenditions = (svg: string, widths: readonly number[]): Promise<Rendition[]> =>
  encodeRenditions(sharp(Buffer.from(svg)), widths);

/** The picture formats an upload may be in, by what its bytes are, whatever it is named. */
const UPLOAD_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Larger sides are scaled down: enough to read a transaction id on a phone's screenshot. */
const MAX_UPLOAD_SIDE = 2400;
/** A tiny file that decodes to a huge image is refused from its header, before it is decoded. */
const MAX_UPLOAD_PIXELS = MAX_UPLOAD_MEGAPIXELS * 1_000_000;
/**
 * Pictures decoded at once by this process; the others wait their turn. Six parallel 40 MP uploads
 * took a process from 143 to 361 MiB; two at a time of at most 25 MP stay within about 200 MB.
 */
const DECODES_AT_ONCE = 2;
let decoding = 0;
const waitingToDecode: (() => void)[] = [];

async function oneOfFewDecodes<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waitingToDecode.push(resolve));
  else decoding += 1;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next one waiting, so `decoding` counts turns taken.
    const next = waitingToDecode.shift();
    if (next) next();
    else decoding -= 1;
  }
}
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The codes an upload is refused with: a shopper's screenshot is worded as one. */
type UploadRefusals = {
  tooLarge: FixedErrorCode;
  tooManyPixels: FixedErrorCode;
  notImage: FixedErrorCode;
  maxBytes: number;
};
const SCREENSHOT: UploadRefusals = {
  tooLarge: 'screenshotTooLarge',
  tooManyPixels: 'screenshotTooManyPixels',
  notImage: 'screenshotNotImage',
  maxBytes: MAX_SCREENSHOT_BYTES,
};
const OPERATOR_PICTURE: UploadRefusals = {
  tooLarge: 'imageTooLarge',
  tooManyPixels: 'imageTooManyPixels',
  notImage: 'imageNotImage',
  maxBytes: MAX_IMAGE_BYTES,
};

/**
 * An uploaded picture, checked by its content: it must decode to a PNG, JPEG or WebP of at most
 * the size allowed. `encode` gets it upright; whatever it writes is re-encoded (which also drops
 * metadata, such as where a photo was taken), so what is stored is always a clean image.
 */
async function checkedPicture<T>(
  bytes: Buffer,
  refusals: UploadRefusals,
  encode: (image: Sharp) => Promise<T>,
): Promise<T> {
  if (bytes.length > refusals.maxBytes) throw new HttpError(413, refusals.tooLarge);
  try {
    // The header alone, read before a single pixel is decoded (sharp's own limit would refuse the
    // oversized picture here too, but as an error we could not tell from a broken file).
    const { format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!format || !UPLOAD_FORMATS.has(format)) throw new HttpError(422, refusals.notImage);
    if (width * height > MAX_UPLOAD_PIXELS) throw new HttpError(413, refusals.tooManyPixels);
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' });
    return await oneOfFewDecodes(() => encode(image.rotate()));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp could not read it: whatever the bytes are, they are not a picture we take.
    throw new HttpError(422, refusals.notImage);
  }
}

/**
 * A shopper's picture from a base64 data URL, checked by its content (at most 5 MB), as one WebP
 * no larger than needed to read it.
 */
export async function checkedUpload(dataUrl: string): Promise<Buffer> {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw new HttpError(422, SCREENSHOT.notImage);
  const base64 = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw new HttpError(422, SCREENSHOT.notImage);
  return checkedPicture(Buffer.from(base64, 'base64'), SCREENSHOT, (image) =>
    image
      .resize({ width: MAX_UPLOAD_SIDE, height: MAX_UPLOAD_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

/**
 * An operator's picture (a product's or the home page's), checked as a shopper's is, at each
 * width asked for; with `aspect`, cut to that shape from the middle.
 */
export const checkedRenditions = (bytes: Buffer, widths: readonly number[], aspect?: number) =>
  checkedPicture(bytes, OPERATOR_PICTURE, (image) =>
    encodeRenditions(image, widths, { aspect, quality: 80 }),
  );
