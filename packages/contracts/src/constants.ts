/**
 * The shop's business constants, from the two specs (storefront section 9 and purchase-and-account
 * section 9). Both apps import them from here so a number is written down once.
 */

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

/** Sizes, delivery, payments, orders, returns, filters and accounts: their own module, for the web's first page. */
export * from './shop-constants';

/** The web app's pages that links sent by email open; each passes the link's token on to the API. */
export const EMAIL_LINK_PAGES = { verifyEmail: '/verify-email', resetPassword: '/reset-password' } as const;
