import { z } from 'zod';
import { c, PageNumber, Taka, text, textOrNumber } from './common';
import { LIMITS, PAGE_SIZES, SHIPS_FROM, SIZES } from './constants';
import { latinDigits } from './digits';
import { ERROR_MESSAGES, ErrorResponse } from './errors';

export const Category = z.object({
  id: z.string(),
  title: z.string(),
  /** The title in Bengali, shown when the shopper reads the shop in Bengali; null when it has none. */
  titleBn: z.string().nullable(),
  slug: z.string(),
  /** Names of the category's items (subcategories), in menu order. */
  items: z.array(z.string()),
  /**
   * The items' names in Bengali, in the same order as `items` (one for each, null when it has
   * none): `items` stays the spec's list of names, which its clients read as plain strings.
   */
  itemsBn: z.array(z.string().nullable()),
});
export type Category = z.infer<typeof Category>;

export const ProductSummary = z.object({
  /** The same id twice: the spec's clients read either `_id` or `id`. */
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  /** The name in Bengali, shown when the shopper reads the shop in Bengali; null when it has none. */
  nameBn: z.string().nullable(),
  price: Taka,
  /** The earlier price, shown struck through; null when there is none. */
  oldPrice: Taka.nullable(),
  /** The first image, large. */
  image: z.string(),
  /** The first image, small, for grids. */
  thumbnail: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  rating: z.number().min(0).max(5),
  sold: z.number().int().nonnegative(),
  /** Units left over all sizes (or of its one size). */
  stock: z.number().int().nonnegative(),
  /** Sold in one size: no size is chosen, and its cart and order lines have none. */
  oneSize: z.boolean(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const SizeStock = z.object({ size: z.enum(SIZES), stock: z.number().int().nonnegative() });
export type SizeStock = z.infer<typeof SizeStock>;

export const ProductDetail = ProductSummary.extend({
  description: z.string(),
  /** The description in Bengali; null when it has none. */
  descriptionBn: z.string().nullable(),
  /** Every image, large, in gallery order; `thumbnails` are the same images, small. */
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  categoryId: z.string(),
  /** The category's title in Bengali; null when it has none. */
  categoryBn: z.string().nullable(),
  /** The category item (subcategory) name, such as Panjabi; empty when the product has none. */
  item: z.string(),
  /** The item's name in Bengali; null when it has none (or the product has no item). */
  itemBn: z.string().nullable(),
  itemSlug: z.string(),
  brand: z.string(),
  colour: z.string(),
  /** The seller's country. */
  shipsFrom: z.enum(SHIPS_FROM),
  /** Stock per size, S to XXL; empty for a one-size product, whose stock is `stock`. */
  sizes: z.array(SizeStock),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/**
 * Every sort the catalogue offers. The catalogue page's list (spec section 9) and the category
 * page's four (popularity, latest, priceLowHigh, priceHighLow) share one parameter.
 */
export const PRODUCT_SORTS = [
  'default',
  'popularity',
  'rating',
  'newest',
  'oldest',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
  'latest',
  'priceLowHigh',
  'priceHighLow',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'popularity';

/** The featured links of the header menu, which open a category page of their own. */
export const FEATURED_COLLECTIONS = {
  'top-ranking': 'Top ranking',
  'new-arrivals': 'New arrivals',
  'top-deals': 'Top deals',
} as const;
export type FeaturedCollection = keyof typeof FEATURED_COLLECTIONS;

const commaList = (max: number) =>
  text()
    .max(max * 200)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(text().max(200)).max(max, { message: `At most ${max} choices.` }));

/** Taka typed by a shopper, in Latin or Bengali digits ("৳১২০০" is 1200). */
const TakaFilter = textOrNumber()
  .max(20)
  .transform(latinDigits)
  .pipe(z.coerce.number<string>().nonnegative().max(10_000_000));

const yesNo = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ProductListQuery = z
  .object({
    page: PageNumber,
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(PAGE_SIZES.homeCollection),
    sort: z.enum(PRODUCT_SORTS, { message: ERROR_MESSAGES.sortUnknown }).default('default'),
    /**
     * Categories, comma-separated, any of which matches: each a category's slug or id, a category
     * item's slug, or a featured collection (top-ranking, new-arrivals, top-deals).
     */
    category: commaList(20).optional(),
    /** Category items' slugs, comma-separated, such as `panjabi,saree`. */
    item: commaList(40).optional(),
    /** Brands, comma-separated. */
    brand: commaList(20).optional(),
    /** Colours, comma-separated. */
    colour: commaList(12).optional(),
    /** Where products ship from ("shopping from"), comma-separated country codes such as `BD,IN`. */
    shipsFrom: commaList(SHIPS_FROM.length)
      .pipe(z.array(z.enum(SHIPS_FROM, { message: ERROR_MESSAGES.shipsFromUnknown })))
      .optional(),
    /** Taka. */
    minPrice: TakaFilter.optional(),
    /** Taka. */
    maxPrice: TakaFilter.optional(),
    inStock: yesNo.optional(),
    /** Only products sold below their earlier price. */
    onSale: yesNo.optional(),
    /**
     * Case-insensitive substring of the product's name in English or in Bengali; Bengali digits
     * in it also match Latin ones.
     */
    search: text().trim().max(LIMITS.searchMaxLength, { message: ERROR_MESSAGES.searchTooLong }).optional(),
    /** A product id that goes first, as when a search suggestion is picked. */
    highlight: text().max(100).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: ERROR_MESSAGES.priceRangeInverted,
    path: ['minPrice'],
  });
export type ProductListQuery = z.input<typeof ProductListQuery>;
export type ProductListFilters = z.output<typeof ProductListQuery>;

export const ProductList = z.object({
  success: z.literal(true),
  products: z.array(ProductSummary),
  /** Products matching over all pages: exact up to LIMITS.productCountCap, else that many "or more". */
  total: z.number().int().nonnegative(),
  /** False when more products match than `total` says (it was capped). */
  totalExact: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ProductList = z.infer<typeof ProductList>;

export const ProductShelf = z.object({ success: z.literal(true), products: z.array(ProductSummary) });
export type ProductShelf = z.infer<typeof ProductShelf>;

const ProductIdParams = z.object({ id: text().max(100) });

export const HeroImage = z.object({
  success: z.literal(true),
  /** The picture itself, base64-encoded. */
  image: z.string(),
  contentType: z.string(),
});
export type HeroImage = z.infer<typeof HeroImage>;

export const catalogueContract = c.router({
  categories: {
    method: 'GET',
    path: '/categories',
    summary: 'Every category with its items, in menu order (a plain array)',
    responses: { 200: z.array(Category) },
  },
  products: {
    method: 'GET',
    path: '/products',
    summary: 'A page of products, filtered, searched and sorted by the server',
    query: ProductListQuery,
    responses: { 200: ProductList },
  },
  topProducts: {
    method: 'GET',
    path: '/products/top',
    summary: `The ${LIMITS.topProducts} best-selling products`,
    responses: { 200: ProductShelf },
  },
  product: {
    method: 'GET',
    path: '/products/:id',
    summary: 'One product with its images, sizes and stock',
    pathParams: ProductIdParams,
    responses: { 200: z.object({ success: z.literal(true), product: ProductDetail }), 404: ErrorResponse },
  },
  relatedProducts: {
    method: 'GET',
    path: '/products/:id/related',
    summary: `Up to ${LIMITS.relatedProducts} other products of the same category`,
    pathParams: ProductIdParams,
    responses: { 200: ProductShelf, 404: ErrorResponse },
  },
  alsoLike: {
    method: 'GET',
    path: '/products/:id/also-like',
    summary: `${LIMITS.youMayAlsoLike} other products picked at random`,
    pathParams: ProductIdParams,
    responses: { 200: ProductShelf, 404: ErrorResponse },
  },
  heroImage: {
    method: 'GET',
    path: '/hero-navbar/image-data',
    summary: "The home page hero banner's picture",
    responses: { 200: HeroImage, 404: ErrorResponse },
  },
});
