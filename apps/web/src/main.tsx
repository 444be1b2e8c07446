import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { offerBengaliIfPreferred } from './app/language-offer/browser-language';
import { setLanguageIndexes, type TranslationFiles } from './lib/i18n';
import { applyPreferences } from './lib/preferences';
import './styles.css';

// Dark mode and the language apply before the first paint.
applyPreferences();
setLanguageIndexes(import.meta.glob<{ default: TranslationFiles }>('./i18n/*/index.ts'));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition lets React render the first page in short slices, so the phone stays responsive.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
offerBengaliIfPreferred();
