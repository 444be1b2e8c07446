import sharp from 'sharp';
import { PRODUCT_IMAGE_ASPECT, PRODUCT_IMAGE_WIDTHS } from '../../modules/catalogue/images';
import type { GarmentShape } from './demo-catalogue';

/**
 * Demo product pictures drawn as SVG on this machine and rendered with sharp: nothing is
 * downloaded. Each product gets up to four views of one garment in its colour.
 */

const W = PRODUCT_IMAGE_WIDTHS.large;
const H = Math.round(W * PRODUCT_IMAGE_ASPECT);

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends two colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const blend = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${blend(ar, br)}${blend(ag, bg)}${blend(ab, bb)}`;
}

const SILHOUETTES: Record<GarmentShape, string> = {
  shirt:
    'M262 170 L318 150 Q360 196 402 150 L458 170 L590 250 L548 372 L494 344 L494 770 L226 770 L226 344 L172 372 L130 250 Z',
  long: 'M270 150 L326 132 Q360 170 394 132 L450 150 L566 232 L540 520 L492 500 L500 820 L220 820 L228 500 L180 520 L154 232 Z',
  drape: 'M300 140 Q360 178 420 140 L452 160 L470 330 L580 800 Q360 840 140 800 L250 330 L268 160 Z',
  kids: 'M300 240 Q360 270 420 240 L470 270 L520 360 L480 390 L470 370 L560 690 Q360 730 160 690 L250 370 L240 390 L200 360 L250 270 Z',
  jacket:
    'M250 160 L330 140 L360 250 L390 140 L470 160 L600 260 L570 620 L510 600 L506 800 L214 800 L210 600 L150 620 L120 260 Z',
  shoe: 'M120 560 Q150 430 250 420 Q300 470 380 480 Q470 490 540 520 Q620 545 615 610 L612 640 L118 640 Z',
  bag: 'M180 360 L540 360 L580 800 L140 800 Z M270 360 Q270 200 360 200 Q450 200 450 360 L420 360 Q420 236 360 236 Q300 236 300 360 Z',
  textile: 'M150 300 L570 300 L610 720 L110 720 Z',
};

/** Lines drawn over the silhouette so that each kind of thing reads as itself. */
const DETAILS: Record<GarmentShape, string> = {
  shirt: 'M360 196 L360 770 M340 260 h0 M340 340 h0 M340 420 h0',
  long: 'M360 170 L360 420 M228 780 L492 780',
  drape: 'M268 160 Q420 420 560 760 M150 790 Q360 826 570 790',
  kids: 'M200 660 Q360 700 520 660 M330 250 Q360 300 390 250',
  jacket: 'M360 250 L360 800 M300 480 L330 480 M390 480 L420 480',
  shoe: 'M130 600 L610 600 M260 440 L300 500 M320 455 L350 505',
  bag: 'M180 460 L540 460 M300 560 L420 560',
  textile: 'M170 330 L550 330 L585 690 L135 690 Z',
};

type View = 'front' | 'detail' | 'styled' | 'folded';
/**
 * Views in the order products get them. The cloth close-up and the folded stack show only colour and
 * print, so products of one colour share them and the demo seed draws fewer pictures.
 */
export const PRODUCT_VIEWS: readonly View[] = ['front', 'detail', 'folded', 'styled'];

function pattern(id: string, colour: string, variant: number): string {
  const ink = mix(colour, '#ffffff', 0.45);
  switch (variant % 3) {
    case 0:
      return `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="5" fill="${ink}" opacity=".55"/></pattern>`;
    case 1:
      return `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="9" height="28" fill="${ink}" opacity=".4"/></pattern>`;
    default:
      return `<pattern id="${id}" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M24 6 Q38 24 24 42 Q10 24 24 6 Z" fill="${ink}" opacity=".45"/></pattern>`;
  }
}

export function productSvg(shape: GarmentShape, colour: string, view: View, variant: number): string {
  const light = mix(colour, '#fbf7f0', 0.85);
  const dark = mix(colour, '#000000', 0.55);
  const stroke = mix(colour, '#000000', 0.35);
  const silhouette = SILHOUETTES[shape];
  const details = DETAILS[shape];
  const defs = `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mix(light, '#d9cbb5', 0.5)}"/></linearGradient>
    ${pattern('cloth', colour, variant)}
  </defs>`;
  const garment = (fillOpacity = 1) => `
    <ellipse cx="360" cy="${shape === 'shoe' ? 660 : 840}" rx="250" ry="22" fill="#000" opacity=".12"/>
    <path d="${silhouette}" fill="${colour}" fill-opacity="${fillOpacity}" stroke="${stroke}" stroke-width="5" stroke-linejoin="round"/>
    <path d="${silhouette}" fill="url(#cloth)"/>
    <path d="${details}" fill="none" stroke="${mix(colour, '#ffffff', 0.55)}" stroke-width="6" stroke-linecap="round" opacity=".8"/>`;

  let body: string;
  switch (view) {
    case 'front':
      body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>${garment()}`;
      break;
    case 'detail':
      // A close look at the cloth: the colour and its print fill the frame.
      body = `<rect width="${W}" height="${H}" fill="${colour}"/><rect width="${W}" height="${H}" fill="url(#cloth)"/>
        <rect x="0" y="${H - 140}" width="${W}" height="60" fill="${mix(colour, '#ffffff', 0.3)}" opacity=".7"/>
        <rect x="0" y="${H - 128}" width="${W}" height="8" fill="${dark}" opacity=".6"/>`;
      break;
    case 'styled':
      body = `<rect width="${W}" height="${H}" fill="${dark}"/>
        <circle cx="360" cy="420" r="330" fill="${mix(dark, '#ffffff', 0.12)}"/>
        ${garment()}`;
      break;
    case 'folded':
      body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
        <rect x="150" y="560" width="420" height="120" rx="14" fill="${stroke}"/>
        <rect x="150" y="430" width="420" height="130" rx="14" fill="${colour}"/>
        <rect x="150" y="430" width="420" height="130" rx="14" fill="url(#cloth)"/>
        <rect x="150" y="300" width="420" height="130" rx="14" fill="${mix(colour, '#ffffff', 0.18)}"/>
        <rect x="150" y="300" width="420" height="130" rx="14" fill="url(#cloth)"/>
        <rect x="150" y="346" width="420" height="22" fill="${mix(colour, '#ffffff', 0.6)}" opacity=".8"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

export type Rendition = { width: number; bytes: Buffer };

/** Renders an SVG once and encodes it at every product image width, as WebP. */
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

/** The home page's hero: a wide banner in the shop's colours. */
export function heroSvg(): string {
  const width = 1600;
  const height = 640;
  const stripes = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${900 + i * 50}" y="0" width="22" height="${height}" fill="#ffffff" opacity="${0.03 + (i % 3) * 0.02}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a1f35"/><stop offset=".6" stop-color="#a8324f"/><stop offset="1" stop-color="#e0a526"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#h)"/>${stripes}
    <g transform="translate(980 70) scale(0.62)" opacity=".95">
      <path d="${SILHOUETTES.long}" fill="#f4f1ea" stroke="#5a1426" stroke-width="6"/>
      <path d="${DETAILS.long}" fill="none" stroke="#e0a526" stroke-width="8"/>
    </g>
    <g transform="translate(1180 120) scale(0.58)" opacity=".95">
      <path d="${SILHOUETTES.drape}" fill="#2e7d4f" stroke="#14351f" stroke-width="6"/>
      <path d="${DETAILS.drape}" fill="none" stroke="#e0a526" stroke-width="10"/>
    </g>
  </svg>`;
}
