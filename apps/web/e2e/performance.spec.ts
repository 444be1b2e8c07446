import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const FIRST_PAGE_JS_BUDGET = 100 * 1024;
const distDir = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');

/** Every script the page loaded, by its path, with its gzipped size as built. */
async function scriptsLoadedBy(page: import('@playwright/test').Page, url: string) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (address.pathname.endsWith('.js')) scripts.push(address.pathname);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    scripts.map(async (script) => gzipSync(await readFile(path.join(distDir, script)), { level: 9 }).length),
  );
  return { scripts, gzipped: sizes.reduce((sum, size) => sum + size, 0) };
}

test.describe('a shopper on a cheap phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured once, on the phone');

  test('the home page loads at most 100 KB of gzipped JavaScript, and none of the product or account pages', async ({
    page,
  }) => {
    const { scripts, gzipped } = await scriptsLoadedBy(page, '/');
    expect(gzipped, `home page JavaScript: ${scripts.join(', ')}`).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
    expect(scripts.join(' ')).not.toMatch(/product-page|account|auth-page/);
  });
});
