import { Readable } from 'node:stream';
import { BENGALI_PREFIX } from '@haat/contracts/pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type FeedItems, googleFeed, metaFeed } from './feeds';
import { PRIVATE_PAGE_PREFIXES } from './pages';
import type { Sitemaps } from './sitemaps';

/** Sitemaps and feeds change with the catalogue; crawlers come back often enough for an hour's cache. */
const LISTING_CACHE = 'public, max-age=3600';

/**
 * Sitemaps and feeds read the whole catalogue: this many at once per process, so that a crawler
 * (or someone asking on purpose) cannot keep the database busy with them.
 */
export const LISTINGS_AT_ONCE = 2;

/** Lets `limit` listings be made at once: `enter` answers how to leave, or nothing when full. */
export function listingGate(limit: number) {
  let making = 0;
  return {
    enter(): (() => void) | undefined {
      if (making >= limit) return undefined;
      making += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        making -= 1;
      };
    },
  };
}

const gate = listingGate(LISTINGS_AT_ONCE);

/** Sends a listing as it is made; a busy process asks to come back in a minute, as crawlers do. */
function sendListing(reply: FastifyReply, type: string, lines: AsyncGenerator<string>) {
  const leave = gate.enter();
  if (!leave)
    return reply
      .status(503)
      .header('retry-after', '60')
      .type('text/plain; charset=utf-8')
      .send('Busy: try again in a minute.');
  const stream = Readable.from(lines);
  stream.once('close', leave);
  return reply.type(type).header('cache-control', LISTING_CACHE).send(stream);
}

const sendXml = (reply: FastifyReply, lines: AsyncGenerator<string>) =>
  sendListing(reply, 'application/xml; charset=utf-8', lines);

/**
 * What the shop tells crawlers: robots.txt (the private pages, in both languages, are not theirs;
 * where the sitemap is), the sitemaps themselves, and the product feeds of Google and Meta.
 */
export function publicPagesPlugin({
  sitemaps,
  feedItems,
  origin,
}: {
  sitemaps: Sitemaps;
  feedItems: FeedItems;
  origin: string;
}) {
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGE_PREFIXES.flatMap((prefix) => [
      `Disallow: ${prefix}`,
      `Disallow: ${BENGALI_PREFIX}${prefix}`,
    ]),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

  return async (app: FastifyInstance) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', LISTING_CACHE).send(robots),
    );
    app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, sitemaps.index()));
    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const { file } = request.params;
      if (file === 'pages.xml') return sendXml(reply, sitemaps.pages());
      if (file === 'categories.xml') return sendXml(reply, sitemaps.categories());
      const numbered = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
      const lines = numbered ? await sitemaps.products(Number(numbered[1])) : undefined;
      if (!lines) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return sendXml(reply, lines);
    });
    // The product feeds for Google Merchant Center and Meta Commerce Manager, in each language.
    for (const language of ['en', 'bn'] as const) {
      const suffix = language === 'en' ? '' : `-${language}`;
      app.get(`/feeds/google${suffix}.xml`, async (_request, reply) =>
        sendXml(reply, googleFeed(feedItems(language), language, origin)),
      );
      app.get(`/feeds/meta${suffix}.csv`, async (_request, reply) =>
        sendListing(reply, 'text/csv; charset=utf-8', metaFeed(feedItems(language))),
      );
    }
  };
}
