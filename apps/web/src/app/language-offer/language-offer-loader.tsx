import { LANGUAGES } from '@haat/contracts/constants';
import { lazy, Suspense } from 'react';
import { hasChosenLanguage, type LanguageCode, usePreferences } from '../../lib/preferences';

const LanguageOffer = lazy(() => import('./language-offer'));

/**
 * The shop's language the browser asks for first (`navigator.languages`, best first), if it asks for
 * one of them: `bn-BD` and `bn` are Bengali.
 */
export function browserLanguageOf(browserLanguages: readonly string[]): LanguageCode | undefined {
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const known = LANGUAGES.find((language) => language.code === primary);
    if (known) return known.code;
  }
  return undefined;
}

/**
 * On a visit before any choice of language, a browser that prefers Bengali is offered it. Its code
 * loads only then, so other visitors' first page does not carry it.
 */
export function LanguageOfferLoader() {
  const { language } = usePreferences();
  const offered =
    language === 'en' && !hasChosenLanguage() && browserLanguageOf(navigator.languages) === 'bn';
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}
