import type { ShipsFrom } from '@haat/contracts/constants';
import { defineMessages } from './i18n';

/** The countries products ship from (SHIPS_FROM), by code: the catalogue, the product page and the back office name them. */
export const countryMessages = defineMessages('countries', {
  BD: 'Bangladesh',
  IN: 'India',
  PK: 'Pakistan',
  CN: 'China',
  TH: 'Thailand',
} satisfies Record<ShipsFrom, string>);
