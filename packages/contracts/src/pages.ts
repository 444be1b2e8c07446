/**
 * A page's address in a language. English pages have the plain address (`/product/{id}`); Bengali
 * pages the same under `/bn` (`/bn/product/{id}`), so that a Bengali page can be shared and indexed
 * in Bengali. An address without a language opens in the shopper's chosen one.
 */
export const BENGALI_PREFIX = '/bn';

export type AddressLanguage = 'en' | 'bn';

/** The language an address names (none for a plain one) and the page's address without it. */
export function pageOfAddress(pathname: string): { language: 'bn' | undefined; path: string } {
  if (pathname === BENGALI_PREFIX || pathname === `${BENGALI_PREFIX}/`) return { language: 'bn', path: '/' };
  if (pathname.startsWith(`${BENGALI_PREFIX}/`))
    return { language: 'bn', path: pathname.slice(BENGALI_PREFIX.length) };
  return { language: undefined, path: pathname };
}

/** The address of a page (a path, with its query if any) in a language. */
export const addressIn = (language: AddressLanguage, path: string): string =>
  language === 'en'
    ? path
    : path === '/' || path.startsWith('/?')
      ? `${BENGALI_PREFIX}${path.slice(1)}`
      : `${BENGALI_PREFIX}${path}`;

/**
 * The sections of the shopper's account area, each a page of its own (the last part of its path),
 * at the top level (/orders) and under each of the spec's spellings of the area's own address.
 */
export const ACCOUNT_SECTIONS = [
  'dashboard',
  'profile',
  'orders',
  'cancellations',
  'returns',
  'reviews',
  'addresses',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
export const ACCOUNT_BASES = ['manageaccount', 'mangaeaccount', 'manage-account'] as const;
