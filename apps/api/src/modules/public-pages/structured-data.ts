import type { ProductDetail, ProductSummary } from '@haat/contracts';
import type { AddressLanguage } from '@haat/contracts/pages';
import { PAGE_COPY } from './page-copy';
import { pageUrl } from './page-head';

/** The shop's own reviews of a product: how many, and their mean (none when there are none). */
export type ReviewTally = { count: number; mean: number | null };

/** Stock this low or lower reads as limited: a shopper should not wait. */
export const LIMITED_STOCK = 5;

const SCHEMA = 'https://schema.org';

/** How schema.org says whether a product (or one size of it) can be bought. */
export const availabilityOf = (stock: number) =>
  `${SCHEMA}/${stock <= 0 ? 'OutOfStock' : stock <= LIMITED_STOCK ? 'LimitedAvailability' : 'InStock'}`;

const price = (taka: number) => taka.toFixed(2);

type ProductData = {
  product: ProductDetail;
  /** Its name and description in the page's language. */
  name: string;
  description: string;
  language: AddressLanguage;
  origin: string;
  tally: ReviewTally;
  absolute: (url: string) => string;
};

/**
 * A product as Google reads it: one offer, or for a sized product an aggregate of one offer per
 * size with its own stock; a rating only from the shop's own reviews, never the catalogue's figure.
 */
export function productData({ product, name, description, language, origin, tally, absolute }: ProductData) {
  const url = pageUrl(origin, language, `/product/${product.id}`);
  const offer = (stock: number, sku: string, size?: string) => ({
    '@type': 'Offer',
    sku,
    ...(size ? { name: size } : {}),
    url,
    price: price(product.price),
    priceCurrency: 'BDT',
    availability: availabilityOf(stock),
    itemCondition: `${SCHEMA}/NewCondition`,
  });
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name,
    description,
    image: product.images.map(absolute),
    sku: product.id,
    brand: { '@type': 'Brand', name: product.brand },
    color: product.colour,
    category: product.item || product.category,
    url,
    offers:
      product.sizes.length === 0
        ? offer(product.stock, product.id)
        : {
            '@type': 'AggregateOffer',
            priceCurrency: 'BDT',
            lowPrice: price(product.price),
            highPrice: price(product.price),
            offerCount: product.sizes.length,
            availability: availabilityOf(product.stock),
            offers: product.sizes.map(({ size, stock }) => offer(stock, `${product.id}-${size}`, size)),
          },
    ...(tally.count > 0 && tally.mean !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(tally.mean * 10) / 10,
            reviewCount: tally.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The path from the home page to this one. */
export function breadcrumbData(
  language: AddressLanguage,
  origin: string,
  trail: { name: string; path: string }[],
) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageUrl(origin, language, step.path),
    })),
  };
}

/** A category page's products, in the order it lists them. */
export function itemListData(
  language: AddressLanguage,
  origin: string,
  products: ProductSummary[],
  name: string,
) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: pageUrl(origin, language, `/product/${product.id}`),
      name: (language === 'bn' && product.nameBn) || product.name,
    })),
  };
}

/** The shop itself, and its search, on the home page. */
export function homeData(language: AddressLanguage, origin: string) {
  const copy = PAGE_COPY[language];
  const home = pageUrl(origin, language, '/');
  return [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      name: copy.siteName,
      url: home,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: copy.siteName,
      url: home,
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${pageUrl(origin, language, '/products')}?search={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
