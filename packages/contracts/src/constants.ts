/**
 * The shop's business constants, from the two specs (storefront section 9 and purchase-and-account
 * section 9). Both apps import them from here so a number is written down once.
 */

/**
 * The sizes of a sized product, each with its own stock. A product may instead come in one size
 * (a watch, a towel): one stock figure, and no size on its cart and order lines (`size: null`).
 */
export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'M';
export const MIN_QUANTITY = 1;
/** The most of one product and size a shopper may put in one order line. */
export const MAX_QUANTITY_PER_LINE = 10;

/** Chest and length in inches, as the size chart shows them. */
export const SIZE_CHART: Readonly<Record<Exclude<Size, 'XXL'>, { chest: number; length: number }>> = {
  S: { chest: 36, length: 26 },
  M: { chest: 38, length: 27 },
  L: { chest: 40, length: 28 },
  XL: { chest: 42, length: 29 },
};

export const PAGE_SIZES = {
  /** Home page All Collection grid. */
  homeCollection: 25,
  /** Category page grid. */
  categoryPage: 32,
  /** The catalogue (/products) grid, loaded a page at a time. */
  catalogue: 24,
  /** The largest page any listing call returns. */
  max: 100,
} as const;

export const LIMITS = {
  menuCategories: 6,
  menuItemsPerCategory: 8,
  searchSuggestions: 6,
  relatedProducts: 5,
  youMayAlsoLike: 10,
  topProducts: 12,
  recentlyViewed: 10,
  sidebarCategoriesBeforeViewMore: 6,
  /** Longest search text accepted; longer input is refused rather than scanned. */
  searchMaxLength: 100,
  /** Listings count matching products exactly up to this many, and say "at least" beyond. */
  productCountCap: 500,
} as const;

/** Delivery fees in taka: the city text containing "dhaka" (any case) counts as inside. */
export const DELIVERY_FEES_TAKA = { dhakaInside: 60, dhakaOutside: 120 } as const;
/** The cart page's fixed shipping fee in taka. */
export const CART_PAGE_SHIPPING_TAKA = 150;

export const TIMINGS_MS = {
  heroFetchTimeout: 10_000,
  searchListCloseAfterBlur: 150,
  menuCloseDelay: 150,
  menuLock: 300,
  purchaseToast: 3_000,
  addedToCartToast: 2_500,
  offerBanner: 15_000,
  newsletterSubmit: 1_000,
  offerCountdown: 2 * 60 * 60 * 1_000,
  cartLoadDelay: 100,
  loginSuccessRedirect: 1_500,
  socialSuccessRedirect: 2_000,
  socialErrorRedirect: 3_000,
  /** The Google callback page, when the server reported the failure, goes home after this long. */
  socialBackendErrorRedirect: 4_000,
  checkoutLoadingTimeout: 5_000,
  profileSaved: 3_000,
  addressSaved: 1_500,
} as const;

export const SCROLL_THRESHOLDS_PX = { headerStyle: 50, floatingCart: 100, backToTop: 300 } as const;
export const MOBILE_BREAKPOINT_PX = 768;

export const COUNTRIES = [
  { code: 'BD', name: 'Bangladesh' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CN', name: 'China' },
  { code: 'IN', name: 'India' },
] as const;
export const DEFAULT_COUNTRY_CODE = 'BD';
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'Bengali' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
/** The codes of LANGUAGES, as a list a schema can check against. */
export const LANGUAGE_CODES = ['en', 'bn'] as const satisfies readonly LanguageCode[];
export const CURRENCIES = ['USD', 'BDT'] as const;
export const DEFAULT_CURRENCY = 'USD';
export const CURRENCY_SYMBOL = '৳';

/** Payments, orders, returns, catalogue filters and accounts: their own module, for the web's first page. */
export * from './shop-constants';

/** The web app's pages that links sent by email open; each passes the link's token on to the API. */
export const EMAIL_LINK_PAGES = { verifyEmail: '/verify-email', resetPassword: '/reset-password' } as const;

/** How long the links sent by email work. */
export const EMAIL_LINK_TTL_MINUTES = {
  verifyEmail: 24 * 60,
  changeEmail: 24 * 60,
  resetPassword: 30,
} as const;
