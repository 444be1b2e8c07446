import { cards } from './support/catalogue';
import { expect, type Page, test } from './support/test';

/** The taka font is one glyph; a few KB would already mean far more than ৳ is being shipped. */
const TAKA_FONT_BUDGET = 4 * 1024;
const FONT_FILE = /\.(woff2?|ttf|otf)$/;

/** Every font file the page fetches from now on, with its size as sent. */
function watchFonts(page: Page) {
  const fonts: Promise<{ path: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (FONT_FILE.test(pathname))
      fonts.push(response.body().then((body) => ({ path: pathname, bytes: body.length })));
  });
  return () => Promise.all(fonts);
}

// A glyph and a font file do not change with the width: the journeys run at 1280 px.
test('every price draws the taka sign with a real glyph, from one small font file', {
  tag: '@one-width',
}, async ({ page }) => {
  const fontsFetched = watchFonts(page);
  await page.goto('/products');
  const price = cards(page)
    .first()
    .getByText(/^৳[\d,]+$/)
    .first();
  await expect(price).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // Drawn in the price's own font, ৳ must leave ink that differs from a character no font has
  // (a private-use code point): without a font for ৳ both are the same missing-glyph box.
  const drawing = await price.evaluate((element) => {
    const style = getComputedStyle(element);
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas');
    context.font = `${style.fontWeight} 48px ${style.fontFamily}`;
    const pixels = (text: string) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.fillText(text, 16, 64);
      return context.getImageData(0, 0, canvas.width, canvas.height).data;
    };
    const sign = pixels('\u09F3');
    const missing = pixels('\uE000');
    const takaFont: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replaceAll('"', '') === 'Haat Taka') takaFont.push(face.status);
    });
    return {
      inked: sign.some((value) => value > 0),
      sameAsMissingGlyph: sign.every((value, index) => value === missing[index]),
      takaFont,
    };
  });
  expect(drawing).toEqual({ inked: true, sameAsMissingGlyph: false, takaFont: ['loaded'] });

  // One request for the one glyph, whatever the number of prices on the page.
  const fonts = await fontsFetched();
  expect(fonts).toHaveLength(1);
  expect(fonts[0]?.path).toMatch(/^\/assets\/haat-taka-[\w-]+\.woff2$/);
  expect(fonts[0]?.bytes).toBeLessThanOrEqual(TAKA_FONT_BUDGET);
});

test('a page without a price downloads no font at all', { tag: '@one-width' }, async ({ page }) => {
  const fontsFetched = watchFonts(page);
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Guards the premise: if the help centre ever shows a price, pick another page here.
  await expect(page.locator('body')).not.toContainText('৳', { useInnerText: true });
  expect(await fontsFetched()).toEqual([]);
});
