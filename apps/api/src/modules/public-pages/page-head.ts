import { type AddressLanguage, addressIn } from '@haat/contracts/pages';
import { PAGE_COPY } from './page-copy';

/** A picture a link preview shows: an absolute address, and its size in pixels. */
export type PreviewImage = { url: string; width: number; height: number; alt: string };

/** What a product's preview adds: its price in taka and whether it can be bought. */
export type PreviewPrice = { amount: number; inStock: boolean };

/** Everything the head of one public page says about it, in the language of its address. */
export type PageHead = {
  language: AddressLanguage;
  /** The page's path without the language (`/product/{id}`), with the query that names the page. */
  path: string;
  title: string;
  description: string;
  /** Whether search engines may list it: private pages, search results and missing pages they may not. */
  indexed: boolean;
  /** Whether the page has a twin in the other language (every public page does). */
  twins: boolean;
  type: 'website' | 'product';
  image?: PreviewImage;
  price?: PreviewPrice;
  /** Schema.org objects, as Google reads them. */
  structuredData: object[];
  /**
   * The picture the page shows largest (a product's first), fetched with the HTML rather than after
   * the page's code has asked the shop for the product: it is what a phone waits for.
   */
  leadPicture?: string;
};

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML reads it, in an element or an attribute: a name like `</title><script>` stays text. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ATTRIBUTE_ESCAPES[character] ?? '');

/**
 * JSON inside a `<script>` element: `<` cannot close the element, and the two line separators
 * JavaScript once read as line ends are escaped too.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** The absolute address of a page's path in a language. */
export const pageUrl = (origin: string, language: AddressLanguage, path: string) =>
  `${origin}${addressIn(language, path)}`;

/** The tags that follow the title and description: canonical, alternates, Open Graph, Twitter, JSON-LD. */
function headTags(head: PageHead, origin: string): string[] {
  const copy = PAGE_COPY[head.language];
  const other = head.language === 'en' ? 'bn' : 'en';
  const url = pageUrl(origin, head.language, head.path);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(head.indexed ? [] : [meta('name', 'robots', 'noindex, follow')]),
    ...(head.twins
      ? [
          `<link rel="alternate" hreflang="en" href="${escapeHtml(pageUrl(origin, 'en', head.path))}">`,
          `<link rel="alternate" hreflang="bn" href="${escapeHtml(pageUrl(origin, 'bn', head.path))}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, 'en', head.path))}">`,
        ]
      : []),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', copy.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', copy.locale),
    meta('property', 'og:locale:alternate', PAGE_COPY[other].locale),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image)
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', head.image.width),
      meta('property', 'og:image:height', head.image.height),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
    );
  if (head.price)
    tags.push(
      meta('property', 'product:price:amount', head.price.amount.toFixed(2)),
      meta('property', 'product:price:currency', 'BDT'),
      meta('property', 'product:availability', head.price.inStock ? 'in stock' : 'out of stock'),
    );
  if (head.leadPicture)
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.leadPicture)}" fetchpriority="high">`);
  for (const data of head.structuredData)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags;
}

/** The parts of the built `index.html` a page's head replaces. */
const HTML_LANG = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * The web app's `index.html` with a page's head: its language, title and description in place of
 * the home page's, and the rest before `</head>` (functions, not strings, replace them: a `$&` in a
 * product's name stays as it is). The page itself is still drawn by the app.
 */
export function htmlWithHead(indexHtml: string, head: PageHead, origin: string): string {
  return indexHtml
    .replace(HTML_LANG, () => `<html lang="${head.language}">`)
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => meta('name', 'description', head.description))
    .replace('</head>', () => `${headTags(head, origin).join('')}</head>`);
}
