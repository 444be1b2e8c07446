import { refusal, type TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';

let shop: TestApp;
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head><body><div id="root"></div></body></html>';

test.override('shopOptions', {
  webBuild: {
    'index.html': INDEX,
    'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // An earlier build's robots.txt: the shop's own, which names its sitemap, is served instead.
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'page-preloads.json': JSON.stringify({
      pages: { '/product/': ['/assets/product-page-abc.js', '/assets/product-page-abc.css'] },
      languages: { bn: ['/assets/bn-first-page-abc.js'] },
    }),
  },
});

test.beforeAll(async ({ shop: built }) => {
  shop = built;
  await shop.storage.put('products/sample-360.webp', new Uint8Array([82, 73, 70, 70]));
});

describe('the web app on the API port', () => {
  it.each([
    ['/', 200],
    ['/manage-account/orders', 200],
    ['/product/abc', 404],
    ['/category/men%27s-fashion?page=2', 404],
  ])('answers the page address %s with the SPA (%i), never cached stale', async (url, status) => {
    const res = await shop.get(url, { accept: 'text/html' });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('names a landing page’s code and styles in a Link header, so they load beside the first page’s', async () => {
    const product = await shop.get('/product/abc', { accept: 'text/html' });
    // The first page's own files (index.html's) lead the list.
    const first =
      '</assets/app-abc123.js>; rel=modulepreload, </assets/app-abc123.css>; rel=preload; as=style';
    expect(product.headers.get('link')).toBe(
      `${first}, </assets/product-page-abc.js>; rel=modulepreload, </assets/product-page-abc.css>; rel=preload; as=style`,
    );
    const home = await shop.get('/', { accept: 'text/html' });
    expect(home.headers.get('link')).toBeNull();
    // A Bengali address: its Bengali texts too, first.
    const bengali = await shop.get('/bn/product/abc', { accept: 'text/html' });
    expect(bengali.headers.get('link')).toBe(
      `${first}, </assets/bn-first-page-abc.js>; rel=modulepreload, </assets/product-page-abc.js>; rel=modulepreload, </assets/product-page-abc.css>; rel=preload; as=style`,
    );
    expect((await shop.get('/bn', { accept: 'text/html' })).headers.get('link')).toBe(
      `${first}, </assets/bn-first-page-abc.js>; rel=modulepreload`,
    );
  });

  it('serves built assets to be cached for ever, compressed', async () => {
    const res = await shop.get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves other files of the build with a short cache', async () => {
    const res = await shop.get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves uploads to be cached for ever, and a missing upload is a plain 404', async () => {
    const found = await shop.get('/uploads/products/sample-360.webp');
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const missing = await shop.get('/uploads/products/none.webp');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Not found');
  });

  it('keeps unknown API paths as JSON 404s, not the SPA', async () => {
    const res = await shop.get('/api/v1/nothing-here', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusal('routeNotFound'));
  });

  it('refuses paths that climb out of the uploads folder', async () => {
    const res = await shop.get('/uploads/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
  });
});
