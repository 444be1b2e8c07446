import type { FeaturedCollection, ProductListQuery, ProductSort } from '@haat/contracts';
import { BRANDS, COLOUR_FAMILIES, SHIPS_FROM, type ShipsFrom } from '@haat/contracts/constants';
import { latinDigits } from '@haat/contracts/digits';

/** A colour family of the filter; its name is also the value the API filters by. */
export type ColourName = (typeof COLOUR_FAMILIES)[number]['name'];

/*
 * The catalogue's static filter lists (spec section 3: brand, services, seller sources, colour
 * family) and the
 * helpers that keep a listing's filters in the address bar, so that a filtered page can be shared
 * and back and forward walk through the shopper's choices.
 *
 * Sorts and featured collections are typed against the contract. Their values are written here
 * because importing values from the contract's catalogue module would bring zod into the page.
 */

/** The services a shopper can insist on. */
export const SERVICES = ['inStock', 'onSale'] as const;

/** The catalogue's sorts, in the spec's order (section 9). */
export const CATALOGUE_SORTS = [
  'default',
  'popularity',
  'rating',
  'newest',
  'oldest',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
] as const satisfies readonly ProductSort[];

/** The category page's four sorts (spec section 2). */
export const CATEGORY_PAGE_SORTS = [
  'popularity',
  'latest',
  'priceLowHigh',
  'priceHighLow',
] as const satisfies readonly ProductSort[];

/** The contract's DEFAULT_PRODUCT_SORT: popularity. */
export const DEFAULT_SORT: ProductSort = 'popularity';

/** The featured collections that have a category page of their own. */
export const FEATURED_SLUGS = [
  'top-ranking',
  'new-arrivals',
  'top-deals',
] as const satisfies readonly FeaturedCollection[];

export const isFeaturedSlug = (slug: string): slug is FeaturedCollection =>
  (FEATURED_SLUGS as readonly string[]).includes(slug);

/** What a listing shows, as read from the address bar. */
export type ListingFilters = {
  /** Category slugs. */
  categories: string[];
  /** Category item slugs. */
  items: string[];
  brands: string[];
  colours: ColourName[];
  /** Where products ship from: the spec's seller sources ("shopping from"). */
  shipsFrom: ShipsFrom[];
  /** Taka. */
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  onSale: boolean;
  search: string;
  sort: ProductSort;
  /** A product id that goes first. */
  highlight?: string;
  /** The page of a paginated listing, from 1. */
  page: number;
};

export const EMPTY_FILTERS: ListingFilters = {
  categories: [],
  items: [],
  brands: [],
  colours: [],
  shipsFrom: [],
  inStock: false,
  onSale: false,
  search: '',
  sort: DEFAULT_SORT,
  page: 1,
};

const list = (value: string | null): string[] =>
  value
    ? [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]
    : [];

const takaOf = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const amount = Number(latinDigits(value));
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : undefined;
};

const pageOf = (value: string | null): number => {
  const page = Number(latinDigits(value ?? ''));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Brands, colours and countries are matched to the static lists, whatever case the address uses. */
function known<T extends string>(values: string[], names: readonly T[]): T[] {
  return values.flatMap((value) => names.find((name) => name.toLowerCase() === value.toLowerCase()) ?? []);
}

type ListingKind = {
  sorts: readonly ProductSort[];
  fallback: ProductSort;
  /** A category page: its own category stands, so categories and items in the address are ignored. */
  scoped?: boolean;
};

/** The filters in a listing's query string; anything unknown or malformed is left out. */
export function filtersFromSearch(
  params: URLSearchParams,
  { sorts, fallback, scoped = false }: ListingKind = { sorts: CATALOGUE_SORTS, fallback: DEFAULT_SORT },
): ListingFilters {
  const sort = params.get('sort');
  let minPrice = takaOf(params.get('minPrice'));
  let maxPrice = takaOf(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const highlight = params.get('highlight')?.trim();
  return {
    categories: scoped ? [] : list(params.get('category')),
    items: scoped ? [] : list(params.get('item')),
    brands: known(list(params.get('brand')), BRANDS),
    colours: known(
      list(params.get('colour')),
      COLOUR_FAMILIES.map((colour) => colour.name),
    ),
    shipsFrom: known(list(params.get('shipsFrom')), SHIPS_FROM),
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true',
    onSale: params.get('onSale') === 'true',
    search: (params.get('search') ?? '').trim(),
    sort: sort && sorts.includes(sort as ProductSort) ? (sort as ProductSort) : fallback,
    highlight: highlight || undefined,
    page: pageOf(params.get('page')),
  };
}

/** The query string of a listing: only what differs from the defaults, in a stable order. */
export function searchFromFilters(filters: ListingFilters, defaultSort: ProductSort = DEFAULT_SORT): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.categories.length) params.set('category', filters.categories.join(','));
  if (filters.items.length) params.set('item', filters.items.join(','));
  if (filters.brands.length) params.set('brand', filters.brands.join(','));
  if (filters.colours.length) params.set('colour', filters.colours.join(','));
  if (filters.shipsFrom.length) params.set('shipsFrom', filters.shipsFrom.join(','));
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.onSale) params.set('onSale', 'true');
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.highlight) params.set('highlight', filters.highlight);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The products call for a listing. Picked categories and items are one list: a product in any of
 * them matches. `scope` is the category page's own category (or item, or featured collection),
 * which the other filters narrow.
 */
export function productQueryOf(
  filters: ListingFilters,
  { page, pageSize, scope }: { page: number; pageSize: number; scope?: string },
): ProductListQuery {
  const picked = scope ? [scope] : [...filters.categories, ...filters.items];
  const query: ProductListQuery = { page, pageSize, sort: filters.sort };
  if (picked.length) query.category = picked.join(',');
  if (filters.brands.length) query.brand = filters.brands.join(',');
  if (filters.colours.length) query.colour = filters.colours.join(',');
  if (filters.shipsFrom.length) query.shipsFrom = filters.shipsFrom.join(',');
  if (filters.minPrice !== undefined) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  if (filters.inStock) query.inStock = 'true';
  if (filters.onSale) query.onSale = 'true';
  if (filters.search) query.search = filters.search;
  if (filters.highlight) query.highlight = filters.highlight;
  return query;
}

/** How many filters narrow the listing (search and sort aside). */
export function countNarrowing(filters: ListingFilters): number {
  return (
    filters.categories.length +
    filters.items.length +
    filters.brands.length +
    filters.colours.length +
    filters.shipsFrom.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.onSale ? 1 : 0)
  );
}

/** The filters with every narrowing choice and the search removed; the sort stays. */
export const clearedFilters = (filters: ListingFilters): ListingFilters => ({
  ...EMPTY_FILTERS,
  sort: filters.sort,
});

/** Adds or removes one value of a list. */
export const toggled = <T extends string>(values: T[], value: T): T[] =>
  values.includes(value) ? values.filter((other) => other !== value) : [...values, value];

/** A category of the sidebar, by slug, with its items' slugs. */
export type CategoryGroup = { slug: string; itemSlugs: string[] };

type Picked = Pick<ListingFilters, 'categories' | 'items'>;

/** Ticks or unticks a whole category; its items' own ticks fold into it. */
export function toggleCategory(picked: Picked, group: CategoryGroup): Picked {
  if (picked.categories.includes(group.slug))
    return { categories: picked.categories.filter((slug) => slug !== group.slug), items: picked.items };
  return {
    categories: [...picked.categories, group.slug],
    items: picked.items.filter((slug) => !group.itemSlugs.includes(slug)),
  };
}

/**
 * Ticks or unticks one item. Unticking an item of a ticked category keeps its other items, and
 * ticking the last unticked item of a category ticks the category.
 */
export function toggleItem(picked: Picked, group: CategoryGroup, itemSlug: string): Picked {
  if (picked.categories.includes(group.slug)) {
    return {
      categories: picked.categories.filter((slug) => slug !== group.slug),
      items: [...picked.items, ...group.itemSlugs.filter((slug) => slug !== itemSlug)],
    };
  }
  if (picked.items.includes(itemSlug))
    return { categories: picked.categories, items: picked.items.filter((slug) => slug !== itemSlug) };
  const items = [...picked.items, itemSlug];
  if (group.itemSlugs.every((slug) => items.includes(slug)))
    return toggleCategory({ ...picked, items }, group);
  return { categories: picked.categories, items };
}
