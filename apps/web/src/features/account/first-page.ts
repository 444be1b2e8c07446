/**
 * The sections of the account area, each a route of its own (the last part of its path). Kept
 * apart from the shell: the router reads this list on the first page, the shell loads later.
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
