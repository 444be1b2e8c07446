import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test';

const FIRST_PAGE_JS_BUDGET = 100 * 1024;
const distDir = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');

/**
 * Every script the page loaded by the time its header was drawn and the network fell quiet, by its
 * path, with its gzipped size as built. (The network alone can fall quiet before a slow phone's first
 * render has even asked for the translations it needs.)
 */
async function scriptsLoadedBy(page: import('@playwright/test').Page, url: string) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (address.pathname.endsWith('.js')) scripts.push(address.pathname);
  });
  await page.goto(url);
  await expect(page.getByRole('banner')).toBeVisible();
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
    expect(scripts.join(' ')).not.toMatch(/product-page|account|auth-page|bn-first-page/);
  });

  test('in Bengali too, with its translations, and the first paint is already in Bengali', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('preferences', JSON.stringify({ language: 'bn' }));
      // Every text the header ever showed, from its first paint on.
      const seen: string[] = [];
      Object.assign(window, { headerTexts: seen });
      new MutationObserver(() => {
        const header = document.querySelector('header');
        if (header) seen.push(header.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const { scripts, gzipped } = await scriptsLoadedBy(page, '/');
    expect(gzipped, `home page JavaScript: ${scripts.join(', ')}`).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
    expect(scripts.join(' ')).toMatch(/bn-first-page/);
    const headerTexts = await page.evaluate(
      () => (window as unknown as { headerTexts: string[] }).headerTexts,
    );
    expect(headerTexts.length).toBeGreaterThan(0);
    for (const text of headerTexts) expect(text).not.toContain('Search products');
  });
});

test('nothing on the page moves while a page’s code is still on its way', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow phone network: the category page's own code arrives late.
  await page.route(/\/assets\/category-page-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/category/top-ranking');
  await expect(page.getByRole('main')).toHaveText('Loading...');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Top ranking/ })).toBeVisible();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test('a product’s data is asked for while the product page’s code is still on its way', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const { products } = (await (await request.get('/api/v1/products?pageSize=1')).json()) as {
    products: { id: string }[];
  };
  const id = products[0]?.id ?? '';
  let codeArrived = false;
  let askedBeforeCode: boolean | undefined;
  let dataAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    dataAsked = resolve;
  });
  page.on('request', (call) => {
    if (!call.url().endsWith(`/api/v1/products/${id}`)) return;
    askedBeforeCode ??= !codeArrived;
    dataAsked();
  });
  // The page's code is held back until the data is asked for, or for 5 s: a page that waited for
  // its code first would ask only after. (A fixed delay raced the first page's script on a busy
  // machine: the HTML's Link header asks for this code before that script has even run.)
  await page.route(/\/assets\/product-page-.*\.js$/, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    codeArrived = true;
    await route.continue();
  });
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(askedBeforeCode).toBe(true);
});

test('a product page’s code is asked for beside the first page’s script, named by the HTML’s Link header', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const { products } = (await (await request.get('/api/v1/products?pageSize=1')).json()) as {
    products: { id: string }[];
  };
  const html = await request.get(`/product/${products[0]?.id ?? ''}`);
  // The first page's own script leads, then the product page's code.
  expect(html.headers().link).toMatch(/^<\/assets\/(rolldown-runtime|index)-[\w-]+\.js>; rel=modulepreload/);
  expect(html.headers().link).toMatch(/<\/assets\/product-page-[\w-]+\.js>; rel=modulepreload/);
  expect((await request.get('/')).headers().link).toBeUndefined();

  // The browser asks for the page's code before the first page's script has run.
  let entryRan = false;
  let askedBeforeEntryRan: boolean | undefined;
  await page.exposeFunction('entryRan', () => {
    entryRan = true;
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      (window as unknown as { entryRan(): void }).entryRan(),
    );
  });
  page.on('request', (call) => {
    if (/\/assets\/product-page-[\w-]+\.js$/.test(call.url())) askedBeforeEntryRan ??= !entryRan;
  });
  await page.goto(`/product/${products[0]?.id ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(askedBeforeEntryRan).toBe(true);
});
