import { StrictMode, Suspense, startTransition, useId } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseLanguage, useT } from '../../lib/i18n';
import { hasChosenLanguage, setPreferences, usePreferences } from '../../lib/preferences';
import { languageOfferMessages } from './messages';
import './language-offer.css';

/**
 * Asks in Bengali, with the English under it, whether to read the shop in Bengali. Either answer is
 * kept as the shopper's choice, so it is asked once. It floats over the page's bottom edge rather
 * than pushing the page down, and takes no focus: the page is usable without answering.
 */
function LanguageOffer() {
  const { language } = usePreferences();
  const t = useT(languageOfferMessages);
  const inBengali = useT(languageOfferMessages, 'bn');
  const questionId = useId();
  // Answered here, or in the header's picker, or in another tab.
  if (language !== 'en' || hasChosenLanguage()) return null;
  return (
    <section className="language-offer" aria-labelledby={questionId}>
      <div className="language-offer__text">
        <h2 className="language-offer__question" id={questionId} lang="bn">
          {inBengali('question')}
        </h2>
        <p className="language-offer__english">
          {t('question')} {t('note')}
        </p>
      </div>
      <div className="language-offer__answers">
        <button
          type="button"
          className="button button--primary"
          lang="bn"
          onClick={() => startTransition(() => chooseLanguage('bn'))}
        >
          {inBengali('accept')}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => setPreferences({ language: 'en' })}
        >
          {t('decline')}
        </button>
      </div>
    </section>
  );
}

/**
 * Shows the offer in a root of its own beside the shop's: it needs none of the shop's providers,
 * and the first page need not carry a place for it.
 */
export function showLanguageOffer() {
  const place = document.createElement('div');
  document.body.append(place);
  createRoot(place).render(
    <StrictMode>
      <Suspense fallback={null}>
        <LanguageOffer />
      </Suspense>
    </StrictMode>,
  );
}
