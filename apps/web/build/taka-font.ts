import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The taka sign: the one character of ours that many systems have no font for. */
export const TAKA_SIGN = '\u09F3';

/**
 * Noto Sans Bengali (OFL), variable in weight: one file draws the sign at every weight prices use
 * (400 to 800) with real strokes instead of a synthesized bold.
 */
const SOURCE_FONT =
  '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';

/** How styles.css names the subset in its `@font-face`; Vite's CSS `url()` resolver follows aliases. */
const FONT_ID = /^virtual:haat\/taka-font\.woff2/;

/** How styles.css names the whole Bengali font, for pages in Bengali. */
const BENGALI_FONT_ID = /^virtual:haat\/bengali-font\.woff2/;

/** Where the subset is written: Vite reads CSS `url()` assets from disk, and node_modules is not committed. */
const OUTPUT = path.resolve(import.meta.dirname, '../node_modules/.cache/haat-taka/haat-taka.woff2');

/** A woff2 font with the taka sign alone (and the .notdef glyph every font keeps). */
export async function takaSubset(): Promise<Buffer> {
  const source = await readFile(createRequire(import.meta.url).resolve(SOURCE_FONT));
  return subsetFont(source, TAKA_SIGN, { targetFormat: 'woff2' });
}

/**
 * Makes the taka font from the npm package on every build and dev start, so no binary is committed
 * and a new version of the package is picked up by itself (docs/decisions.md, 2026-11-23).
 */
export function takaFont(): Plugin {
  return {
    name: 'haat-taka-font',
    config: () => ({
      resolve: {
        alias: [
          { find: FONT_ID, replacement: OUTPUT },
          { find: BENGALI_FONT_ID, replacement: createRequire(import.meta.url).resolve(SOURCE_FONT) },
        ],
      },
    }),
    async buildStart() {
      const font = await takaSubset();
      const current = await readFile(OUTPUT).catch(() => undefined);
      // An unchanged file is left alone, so the dev server does not reload for nothing.
      if (current?.equals(font)) return;
      await mkdir(path.dirname(OUTPUT), { recursive: true });
      await writeFile(OUTPUT, font);
    },
  };
}
