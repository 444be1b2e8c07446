import {
  type Category,
  FEATURED_COLLECTIONS,
  type FeaturedCollection,
  type ProductDetail,
  ProductListQuery,
  slugFor,
} from '@haat/contracts';
import { PAGE_SIZES } from '@haat/contracts/constants';
import { ACCOUNT_BASES, ACCOUNT_SECTIONS, type AddressLanguage, pageOfAddress } from '@haat/contracts/pages';
import { HttpError } from '../../errors';
import type { CatalogueService } from '../catalogue/service';
import { PAGE_COPY, type PageCopy } from './page-copy';
import type { PageHead, PreviewImage } from './page-head';
import { PREVIEW_PICTURE, previewPictureUrl } from './preview-pictures';
import { breadcrumbData, homeData, itemListData, productData, type ReviewTally } from './structured-data';
import { cutAtWord } from './text';

/** How a public page answers: its status and head, or where it moved. */
export type PageAnswer = { status: 200 | 404; head: PageHead } | { status: 301; location: string };

/** The shop's own pages, by their path. */
const INFO_PAGES = {
  '/about': 'about',
  '/help-center': 'helpCenter',
  '/faq': 'faq',
  '/paymentoptions': 'paymentOptions',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/track': 'track',
} as const;

/** Where the spec's other spellings of a public page lead (the app redirects them too). */
const MOVED: Record<string, string> = {
  '/home': '/',
  '/aboutus': '/about',
  '/shop': '/products',
  '/categories': '/category',
  '/helpdesk': '/help-center',
  '/contact': '/help-center?section=live',
  '/orderstatus': '/orders',
};

/**
 * Pages that are a shopper's own or the operator's: drawn by the app for whoever opens them, never
 * listed by a search engine (and disallowed in robots.txt).
 */
const PRIVATE_PAGE = new RegExp(
  `^/(?:${[
    'cart(?:/[^/]+)?',
    'cartpayment',
    'checkout',
    'payment',
    'payments(?:/[^/]+)?',
    'order/[^/]+',
    'wishlist',
    'auth',
    'auth/success',
    'auth/google/callback',
    'login',
    'register',
    'forgot-password',
    'reset-password',
    'verify-email',
    'messages',
    'profilecart',
    `(?:${ACCOUNT_SECTIONS.join('|')})`,
    `(?:${ACCOUNT_BASES.join('|')})(?:/.*)?`,
    'admin(?:/.*)?',
  ].join('|')})/?$`,
);

/** The addresses robots.txt disallows: the private pages', in both languages. */
export const PRIVATE_PAGE_PREFIXES = [
  '/cart',
  '/cartpayment',
  '/checkout',
  '/payment',
  '/order/',
  '/wishlist',
  '/auth',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/messages',
  '/profilecart',
  ...ACCOUNT_SECTIONS.map((section) => `/${section}`),
  ...ACCOUNT_BASES.map((base) => `/${base}`),
  '/admin',
];

const isFeatured = (slug: string): slug is FeaturedCollection => Object.hasOwn(FEATURED_COLLECTIONS, slug);

/** A category page's place: a category, one of its items, or a featured collection. */
type Place =
  | { kind: 'category'; category: Category }
  | { kind: 'item'; category: Category; name: string; nameBn: string | null }
  | { kind: 'featured'; slug: FeaturedCollection };

function placeOf(categories: Category[], slug: string): Place | undefined {
  if (isFeatured(slug)) return { kind: 'featured', slug };
  const category = categories.find((c) => c.slug === slug);
  if (category) return { kind: 'category', category };
  for (const parent of categories) {
    const index = parent.items.findIndex((item) => slugFor(item) === slug);
    if (index >= 0)
      return {
        kind: 'item',
        category: parent,
        name: parent.items[index] ?? '',
        nameBn: parent.itemsBn[index] ?? null,
      };
  }
  return undefined;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

type PagesDeps = {
  catalogue: CatalogueService;
  /** The shop's reviews of a product: how many, and their mean. */
  reviewTally: (productId: string) => Promise<ReviewTally>;
  origin: string;
};

/**
 * What each public address is, for the head the server writes into its HTML: title, description,
 * previews and structured data from the catalogue's answers, in the address's language. Private pages
 * and missing ones are answered too (noindex, and 404 for the missing), the app drawing them as before.
 */
export function createPublicPages({ catalogue, reviewTally, origin }: PagesDeps) {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

  const plain = (
    language: AddressLanguage,
    path: string,
    titled: { title: string; description: string },
    indexed = true,
  ): PageHead => ({
    language,
    path,
    title: titled.title,
    description: titled.description,
    indexed,
    twins: indexed,
    type: 'website',
    structuredData: [],
  });

  /** A named page's title and description as its head says them: "All Products | Haat". */
  const named = (language: AddressLanguage, page: { title: string; description: string }) => ({
    title: PAGE_COPY[language].titled(page.title),
    description: page.description,
  });

  /** A product picture as a link preview shows it: its JPEG, at its size. */
  const previewOf = (picture: string, alt: string): PreviewImage => ({
    url: absolute(previewPictureUrl(picture)),
    ...PREVIEW_PICTURE,
    alt,
  });

  async function productPage(language: AddressLanguage, id: string): Promise<PageAnswer> {
    const copy = PAGE_COPY[language];
    let product: ProductDetail;
    try {
      product = await catalogue.product(id);
    } catch (error) {
      if (isNotFound(error))
        return missing(language, `/product/${encodeURIComponent(id)}`, copy.notFound.product);
      throw error;
    }
    const path = `/product/${product.id}`;
    const name = (language === 'bn' && product.nameBn) || product.name;
    const category = (language === 'bn' && product.categoryBn) || product.category;
    const written = language === 'bn' ? product.descriptionBn : product.description;
    // One paragraph, at most about two lines of a phone.
    const description = cutAtWord(
      written?.trim() || copy.productDescription({ name, category, price: copy.taka(product.price) }),
      200,
    );
    const image = product.images[0] ? previewOf(product.images[0], name) : undefined;
    const tally = await reviewTally(product.id);
    return {
      status: 200,
      head: {
        language,
        path,
        title: copy.titled(name),
        description,
        indexed: true,
        twins: true,
        type: 'product',
        image,
        price: { amount: product.price, inStock: product.stock > 0 },
        leadPicture: product.images[0],
        structuredData: [
          productData({ product, name, description, language, origin, tally, absolute }),
          breadcrumbData(language, origin, [
            { name: copy.siteName, path: '/' },
            { name: category, path: `/category/${product.categorySlug}` },
            ...(product.item
              ? [
                  {
                    name: (language === 'bn' && product.itemBn) || product.item,
                    path: `/category/${product.itemSlug}`,
                  },
                ]
              : []),
            { name, path },
          ]),
        ],
      },
    };
  }

  async function categoryPage(language: AddressLanguage, rawSlug: string): Promise<PageAnswer> {
    const copy = PAGE_COPY[language];
    const slug = slugFor(rawSlug);
    const place = placeOf(await catalogue.listCategories(), slug);
    if (!place) return missing(language, `/category/${encodeURIComponent(rawSlug)}`, copy.notFound.category);
    const name =
      place.kind === 'featured'
        ? copy.featured[place.slug]
        : place.kind === 'item'
          ? (language === 'bn' && place.nameBn) || place.name
          : (language === 'bn' && place.category.titleBn) || place.category.title;
    const path = `/category/${slug}`;
    const listed = await catalogue.listProducts(
      ProductListQuery.parse({ category: slug, pageSize: PAGE_SIZES.categoryPage }),
    );
    const trail = [{ name: copy.siteName, path: '/' }];
    if (place.kind === 'item')
      trail.push({
        name: (language === 'bn' && place.category.titleBn) || place.category.title,
        path: `/category/${place.category.slug}`,
      });
    trail.push({ name, path });
    const first = listed.products[0];
    return {
      status: 200,
      head: {
        ...plain(
          language,
          path,
          named(language, { title: name, description: copy.categoryDescription(name) }),
        ),
        image: first?.image
          ? previewOf(first.image, (language === 'bn' && first.nameBn) || first.name)
          : undefined,
        structuredData: [
          breadcrumbData(language, origin, trail),
          itemListData(language, origin, listed.products, name),
        ],
      },
    };
  }

  function missing(language: AddressLanguage, path: string, title: string): PageAnswer {
    const copy = PAGE_COPY[language];
    return {
      status: 404,
      head: plain(language, path, named(language, { title, description: copy.home.description }), false),
    };
  }

  return {
    /**
     * The answer for a page address (path and query as the browser sent them). Throws only when the
     * database fails; the caller then sends the plain page.
     */
    async answer(pathname: string, query: URLSearchParams): Promise<PageAnswer> {
      const { language = 'en', path } = pageOfAddress(pathname);
      const copy: PageCopy = PAGE_COPY[language];
      const moved = MOVED[path];
      if (moved)
        return { status: 301, location: language === 'bn' ? `/bn${moved === '/' ? '' : moved}` : moved };
      if (path === '/productdetails') {
        const id = query.get('id');
        if (id)
          return {
            status: 301,
            location: `${language === 'bn' ? '/bn' : ''}/product/${encodeURIComponent(id)}`,
          };
      }
      if (path === '/') {
        const head = plain(language, '/', { title: copy.home.title, description: copy.home.description });
        return { status: 200, head: { ...head, structuredData: homeData(language, origin) } };
      }
      if (path === '/products') {
        const search = query.get('search')?.trim();
        // Search results are for the shopper who asked; a search engine lists the products themselves.
        if (search) {
          const titled = copy.search(cutAtWord(search, 100));
          return {
            status: 200,
            head: plain(
              language,
              `/products?search=${encodeURIComponent(search)}`,
              named(language, titled),
              false,
            ),
          };
        }
        return {
          status: 200,
          head: plain(language, '/products', named(language, copy.products)),
        };
      }
      if (path === '/category' || path === '/category/')
        return {
          status: 200,
          head: plain(language, '/category', named(language, copy.categories)),
        };
      const info = INFO_PAGES[path as keyof typeof INFO_PAGES];
      if (info) return { status: 200, head: plain(language, path, named(language, copy.info[info])) };
      const [, kind, name] = /^\/(product|category)\/([^/]+)$/.exec(path) ?? [];
      const decoded = name === undefined ? undefined : decodedPart(name);
      if (decoded !== undefined)
        return kind === 'product' ? productPage(language, decoded) : categoryPage(language, decoded);
      if (PRIVATE_PAGE.test(path))
        return {
          status: 200,
          head: plain(language, path, { title: copy.home.title, description: copy.home.description }, false),
        };
      return missing(language, path, copy.notFound.page);
    },
  };
}

export type PublicPages = ReturnType<typeof createPublicPages>;

/** A part of a path as written, or none when its %-escapes are broken (`/product/%E0`). */
function decodedPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}
