import { COUNTRIES, CURRENCIES, LANGUAGES } from '@haat/contracts/constants';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import {
  type CountryCode,
  type Currency,
  type LanguageCode,
  setPreferences,
  usePreferences,
} from '../../lib/preferences';
import { GlobeIcon, MoonIcon, SunIcon, TruckIcon } from '../../ui/icons';
import { Dropdown } from './dropdown';
import { headerMessages } from './messages';

const countryName = (code: CountryCode) => COUNTRIES.find((country) => country.code === code)?.name ?? code;
const languageName = (code: LanguageCode) =>
  LANGUAGES.find((language) => language.code === code)?.name ?? code;

/** The delivery country, as a dropdown of choices for the top bar. */
export function CountryPicker() {
  const t = useT(headerMessages);
  const { country } = usePreferences();
  const group = useId();
  return (
    <Dropdown
      className="header__picker"
      label={
        <>
          <TruckIcon />
          <span>{t('deliverToCountry', { country: countryName(country) })}</span>
        </>
      }
    >
      <fieldset className="header__choices">
        <legend>{t('deliverTo')}</legend>
        {COUNTRIES.map((choice) => (
          <label key={choice.code} className="header__choice">
            <input
              type="radio"
              name={group}
              checked={choice.code === country}
              onChange={() => setPreferences({ country: choice.code })}
            />
            {choice.name}
          </label>
        ))}
      </fieldset>
    </Dropdown>
  );
}

/** The language and the currency, as one dropdown for the top bar. */
export function LanguageCurrencyPicker() {
  const t = useT(headerMessages);
  const { language, currency } = usePreferences();
  const languageGroup = useId();
  const currencyGroup = useId();
  return (
    <Dropdown
      className="header__picker"
      buttonName={`${t('languageAndCurrency')}: ${languageName(language)}, ${currency}`}
      label={
        <>
          <GlobeIcon />
          <span>
            {languageName(language)} · {currency}
          </span>
        </>
      }
    >
      <fieldset className="header__choices">
        <legend>{t('language')}</legend>
        {LANGUAGES.map((choice) => (
          <label key={choice.code} className="header__choice">
            <input
              type="radio"
              name={languageGroup}
              checked={choice.code === language}
              onChange={() => setPreferences({ language: choice.code })}
            />
            {choice.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="header__choices">
        <legend>{t('currency')}</legend>
        {CURRENCIES.map((choice) => (
          <label key={choice} className="header__choice">
            <input
              type="radio"
              name={currencyGroup}
              checked={choice === currency}
              onChange={() => setPreferences({ currency: choice })}
            />
            {choice}
          </label>
        ))}
      </fieldset>
      <p className="header__note">{t('currencyNote')}</p>
    </Dropdown>
  );
}

/** The three preferences as plain selects, for the mobile drawer. */
export function PreferenceSelects() {
  const t = useT(headerMessages);
  const { country, language, currency } = usePreferences();
  return (
    <div className="header__selects">
      <label>
        <span>{t('deliverTo')}</span>
        <select
          value={country}
          onChange={(event) => setPreferences({ country: event.target.value as CountryCode })}
        >
          {COUNTRIES.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('language')}</span>
        <select
          value={language}
          onChange={(event) => setPreferences({ language: event.target.value as LanguageCode })}
        >
          {LANGUAGES.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('currency')}</span>
        <select
          value={currency}
          onChange={(event) => setPreferences({ currency: event.target.value as Currency })}
        >
          {CURRENCIES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </label>
      <p className="header__note">{t('currencyNote')}</p>
    </div>
  );
}

/** Switches dark mode on and off; the button says whether it is on. */
export function DarkModeToggle({ className }: { className?: string }) {
  const t = useT(headerMessages);
  const { darkMode } = usePreferences();
  return (
    <button
      type="button"
      className={`header__dark-toggle ${className ?? ''}`}
      aria-pressed={darkMode}
      onClick={() => setPreferences({ darkMode: !darkMode })}
    >
      {darkMode ? <SunIcon /> : <MoonIcon />}
      <span>{t('darkMode')}</span>
    </button>
  );
}
