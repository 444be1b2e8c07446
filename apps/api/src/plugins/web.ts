import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, type ErrorResponse } from '@haat/contracts';
import { pageOfAddress } from '@haat/contracts/pages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicAnswers } from '../modules/catalogue/public-answers';
import { htmlWithHead } from '../modules/public-pages/page-head';
import type { PublicPages } from '../modules/public-pages/pages';
import type { PreviewPictures } from '../modules/public-pages/preview-pictures';
import { PRIVATE_PREFIX, UPLOADS_URL_PREFIX } from '../storage';
import { METRICS_PATH } from './metrics';

const A_YEAR_IN_SECONDS = 31_536_000;
const IMMUTABLE = `public, max-age=${A_YEAR_IN_SECONDS}, immutable`;

type WebOptions = {
  webDistDir: string;
  uploadsDir: string;
  /** What each public page is, for the head written into its HTML; and where answers are kept. */
  pages?: { pages: PublicPages; answers: PublicAnswers; origin: string; pictures: PreviewPictures };
};

/** A file's address (a dot in its last part): never a page of the app. */
const FILE_ADDRESS = /\.[^/]*$/;

/**
 * Serves uploaded files and the built web app on the API's own port, with the SPA's index.html for
 * any other page address, so production is one process. Each page's HTML carries its own head
 * (title, description, previews, structured data) and status: 404 for a page that does not exist.
 */
export const webPlugin = fp(async (app: FastifyInstance, { webDistDir, uploadsDir, pages }: WebOptions) => {
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
      // The shop writes its own robots.txt, naming its sitemap (modules/public-pages/routes.ts).
      globIgnore: ['robots.txt', 'robots.txt.*'],
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'the web app is not built; only the API is served (run pnpm build)');
  }

  const template = webBuilt ? readFileSync(indexHtml, 'utf8') : '';
  const linkFor = landingPageLinks(webDistDir, template);
  const pageHtml = pages && webBuilt ? pageHtmlOf(template, pages) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const wantsPage =
      webBuilt &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith(UPLOADS_URL_PREFIX) &&
      // A script of an earlier release, or a scraper pointed at the shop's port by mistake, gets a
      // plain 404, never a page that parses as nothing.
      !FILE_ADDRESS.test(pathname) &&
      pathname !== METRICS_PATH;
    if (wantsPage) {
      // Every page address is the SPA; the router in the browser decides what it shows.
      const link = linkFor(pathname);
      if (link) reply.header('link', link);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!pageHtml) return reply.send(template);
      const page = await pageHtml(pathname, new URLSearchParams(query)).catch((error: unknown) => {
        // The page is still drawn by the app, which says what it cannot fetch.
        request.log.error({ err: error }, 'the page head could not be made');
        return { status: 200, html: template, indexed: true } as const;
      });
      if ('location' in page) return reply.redirect(page.location, 301);
      if (!page.indexed) reply.header('x-robots-tag', 'noindex');
      return reply.status(page.status).send(page.html);
    }
    const preview = request.method === 'GET' ? await pages?.pictures.draw(pathname) : undefined;
    if (preview) return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(preview);
    if (!pathname.startsWith('/api/'))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.status(404).send({
      success: false,
      code: 'routeNotFound',
      message: ERROR_MESSAGES.routeNotFound,
    } satisfies ErrorResponse);
  });
});

/** A page answered: its status and HTML, or where it moved. */
type PageHtml = { status: number; html: string; indexed: boolean } | { location: string };

/**
 * Each page's HTML with its head, kept with the catalogue's answers (dropped when the catalogue
 * changes): a product page asked for again is not read from the database.
 */
function pageHtmlOf(template: string, { pages, answers, origin }: NonNullable<WebOptions['pages']>) {
  return async (pathname: string, query: URLSearchParams): Promise<PageHtml> => {
    // Only the query that names the page goes into its key: tracking parameters make no new page.
    const named = query.get(pathname.endsWith('/productdetails') ? 'id' : 'search');
    const key = `page ${pathname}${named === null ? '' : `?${named}`}`;
    const kept = answers.find(key);
    if (kept?.page) return { ...kept.page, html: kept.body };
    const generation = answers.generation;
    const answer = await pages.answer(pathname, query);
    if (answer.status === 301) return { location: answer.location };
    const html = htmlWithHead(template, answer.head, origin);
    const page = { status: answer.status, indexed: answer.head.indexed };
    // Only the catalogue's own pages are kept: unknown addresses, searches and private pages are
    // as many as anyone cares to type, and would push them out.
    if (page.status === 200 && page.indexed) answers.keep(key, { body: html, etag: '', page }, generation);
    return { ...page, html };
  };
}

/** `page-preloads.json`, written by the web build (`apps/web/build/page-preloads.ts`). */
type PagePreloads = { pages: Record<string, string[]>; languages: Record<string, string[]> };

/** The first page's own scripts and styles, as the built index.html names them. */
const FIRST_PAGE_FILES =
  /<(?:script type="module" crossorigin src|link rel="stylesheet" crossorigin href)="(\/assets\/[^"]+)"/g;

/**
 * The `Link` header for a page address: the code and styles of a page the web build lists in
 * `page-preloads.json` (a product's), and at a Bengali address the first page's Bengali texts,
 * fetched beside the first page's script rather than after it has run, which leads the list. Other addresses, or a
 * build without the list, get none.
 */
function landingPageLinks(webDistDir: string, template: string): (pathname: string) => string | undefined {
  const listed = path.join(webDistDir, 'page-preloads.json');
  if (!existsSync(listed)) return () => undefined;
  const { pages = {}, languages = {} } = JSON.parse(readFileSync(listed, 'utf8')) as Partial<PagePreloads>;
  const first = [...template.matchAll(FIRST_PAGE_FILES)].flatMap(([, file]) => (file ? [file] : []));
  const linkOf = (file: string) =>
    file.endsWith('.css') ? `<${file}>; rel=preload; as=style` : `<${file}>; rel=modulepreload`;
  return (pathname) => {
    const { language, path: page } = pageOfAddress(pathname);
    const landing = Object.keys(pages).find((prefix) => page.startsWith(prefix));
    const files = [
      ...(language ? (languages[language] ?? []) : []),
      ...(landing ? (pages[landing] ?? []) : []),
    ];
    // The first page's own files lead, or the browser would ask for them after the others.
    return files.length > 0 ? [...first, ...files].map(linkOf).join(', ') : undefined;
  };
}
