import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, type ErrorResponse } from '@haat/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_PREFIX, UPLOADS_URL_PREFIX } from '../storage';
import { METRICS_PATH } from './metrics';

const A_YEAR_IN_SECONDS = 31_536_000;
const IMMUTABLE = `public, max-age=${A_YEAR_IN_SECONDS}, immutable`;

type WebOptions = { webDistDir: string; uploadsDir: string };

/**
 * Serves uploaded files and the built web app on the API's own port, with the SPA's index.html for
 * any other page address, so production is one process.
 */
export const webPlugin = fp(async (app: FastifyInstance, { webDistDir, uploadsDir }: WebOptions) => {
  // Upload keys are content-addressed and never rewritten: browsers may keep them for ever.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', IMMUTABLE),
    // Payment screenshots are the shopper's own: never served to whoever has the address.
    allowedPath: (pathName) => !pathName.startsWith(`/${PRIVATE_PREFIX}`),
  });

  const indexHtml = path.join(webDistDir, 'index.html');
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  // Built assets have content hashes in their names; index.html must be revalidated so a new
  // release is seen at once.
  const cacheControlFor = (filePath: string) =>
    filePath === indexHtml ? 'no-cache' : filePath.startsWith(assetsDir) ? IMMUTABLE : 'public, max-age=3600';
  const webBuilt = existsSync(indexHtml);
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'the web app is not built; only the API is served (run pnpm build)');
  }

  const linkFor = landingPageLinks(webDistDir);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      webBuilt &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(UPLOADS_URL_PREFIX) &&
      // A scraper pointed at the shop's port by mistake gets a plain 404, not a page that parses as nothing.
      request.url.split('?')[0] !== METRICS_PATH;
    if (wantsPage) {
      // Every page address is the SPA; the router in the browser decides what it shows.
      const link = linkFor(request.url);
      if (link) reply.header('link', link);
      return reply.type('text/html; charset=utf-8').sendFile('index.html', webDistDir);
    }
    return reply.status(404).send({
      success: false,
      code: 'routeNotFound',
      message: ERROR_MESSAGES.routeNotFound,
    } satisfies ErrorResponse);
  });
});

/**
 * The `Link` header for a page address the web build lists in `page-preloads.json` (a product,
 * a category, the catalogue): its code and styles, fetched beside the first page's script rather
 * than after it has run. Other addresses, or a build without the list, get none.
 */
function landingPageLinks(webDistDir: string): (url: string) => string | undefined {
  const listed = path.join(webDistDir, 'page-preloads.json');
  if (!existsSync(listed)) return () => undefined;
  const pages = Object.entries(JSON.parse(readFileSync(listed, 'utf8')) as Record<string, string[]>).map(
    ([prefix, files]) =>
      [
        prefix,
        files
          .map((file) =>
            file.endsWith('.css') ? `<${file}>; rel=preload; as=style` : `<${file}>; rel=modulepreload`,
          )
          .join(', '),
      ] as const,
  );
  return (url) => pages.find(([prefix]) => url.startsWith(prefix))?.[1];
}
