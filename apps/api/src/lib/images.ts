import { MAX_SCREENSHOT_BYTES } from '@haat/contracts';
import sharp from 'sharp';
import { HttpError } from '../errors';

export type Rendition = { width: number; bytes: Buffer };

/** Renders an SVG once and encodes it at every width asked for, as WebP. */
export async function renderRenditions(svg: string, widths: readonly number[]): Promise<Rendition[]> {
  const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: raster.info.width, height: raster.info.height, channels: raster.info.channels };
  return Promise.all(
    widths.map(async (width) => ({
      width,
      bytes: await sharp(raster.data, { raw }).resize(width).webp({ quality: 74, effort: 0 }).toBuffer(),
    })),
  );
}

/** The picture formats a shopper's upload may be in, by what its bytes are, whatever it is named. */
const UPLOAD_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Larger sides are scaled down: enough to read a transaction id on a phone's screenshot. */
const MAX_UPLOAD_SIDE = 2400;
/** More pixels than any phone's screen: a tiny file that decodes to a huge image is refused. */
const MAX_UPLOAD_PIXELS = 40_000_000;
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const notAnImage = () => new HttpError(422, 'screenshotNotImage');

/**
 * A shopper's picture from a base64 data URL, checked by its content: it must decode to a PNG,
 * JPEG or WebP of at most 5 MB. It is re-encoded as WebP (which also drops its metadata, such
 * as where a photo was taken), so what is stored is always a clean image.
 */
export async function checkedUpload(dataUrl: string): Promise<Buffer> {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw notAnImage();
  const base64 = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw notAnImage();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SCREENSHOT_BYTES) throw new HttpError(413, 'screenshotTooLarge');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !UPLOAD_FORMATS.has(format)) throw notAnImage();
    return await image
      .rotate()
      .resize({ width: MAX_UPLOAD_SIDE, height: MAX_UPLOAD_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp could not read it: whatever the bytes are, they are not a picture we take.
    throw notAnImage();
  }
}
