import { LANGUAGE_CODES } from '@haat/contracts/constants';
import { hasChosenLanguage, type LanguageCode } from '../../lib/preferences';

/**
 * The shop's language the browser asks for first (`navigator.languages`, best first), if it asks for
 * one of them: `bn-BD` and `bn` are Bengali.
 */
export const browserLanguageOf = (browserLanguages: readonly string[]) =>
  browserLanguages
    .map((tag) => tag.split('-')[0]?.toLowerCase() as LanguageCode)
    .find((code) => LANGUAGE_CODES.includes(code));

/**
 * On a visit before any choice of language, a browser that prefers Bengali is offered it. Only this
 * check is on the first page; the offer's code loads when it is shown.
 */
export function offerBengaliIfPreferred() {
  if (!hasChosenLanguage() && browserLanguageOf(navigator.languages) === 'bn')
    void import('./language-offer').then((offer) => offer.showLanguageOffer());
}
