import { COUNTRIES, CURRENCIES, LANGUAGES } from '@haat/contracts/constants';
import { useId, useMemo } from 'react';
import { useLanguageChoice, useT } from '../../lib/i18n';
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

/**
 * One choice of a preference: the value kept, and the name the shopper reads, with the language it
 * is written in when that is not the page's.
 */
type Choice<V extends string> = { value: V; label: string; lang?: string };

const CURRENCY_CHOICES: readonly Choice<Currency>[] = CURRENCIES.map((currency) => ({
  value: currency,
  label: currency,
}));

/**
 * Each language named in its own words (English, বাংলা), whatever the page's language, as language
 * pickers do: a shopper who cannot read the page still finds their own (`Intl.DisplayNames`).
 */
const LANGUAGE_CHOICES: readonly Choice<LanguageCode>[] = LANGUAGES.map(({ code, name }) => ({
  value: code,
  label: new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? name,
  lang: code,
}));

/**
 * The countries, named in the shopper's language: the spec's English names, or the browser's own
 * names in Bengali (`Intl.DisplayNames`: ভারত), which cost the page no messages.
 */
function useCountryChoices(): readonly Choice<CountryCode>[] {
  const { language } = usePreferences();
  return useMemo(() => {
    const names = language === 'en' ? undefined : new Intl.DisplayNames([language], { type: 'region' });
    return COUNTRIES.map(({ code, name }) => ({ value: code, label: names?.of(code) ?? name }));
  }, [language]);
}

const labelOf = <V extends string>(choices: readonly Choice<V>[], value: V) =>
  choices.find((choice) => choice.value === value)?.label ?? value;

type ChoiceProps<V extends string> = {
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
};

/** A preference as radio buttons, inside a dropdown of the top bar. */
function RadioChoices<V extends string>({ label, choices, value, onChange }: ChoiceProps<V>) {
  const group = useId();
  return (
    <fieldset className="header__choices">
      <legend>{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="header__choice">
          <input
            type="radio"
            name={group}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span lang={choice.lang}>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A preference as the browser's own select, for the drawer. */
function SelectChoice<V extends string>({ label, choices, value, onChange }: ChoiceProps<V>) {
  return (
    <label>
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const picked = choices.find((choice) => choice.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The delivery country, as a dropdown of choices for the top bar. */
export function CountryPicker() {
  const t = useT(headerMessages);
  const { country } = usePreferences();
  const countries = useCountryChoices();
  return (
    <Dropdown
      className="header__picker"
      label={
        <>
          <TruckIcon />
          <span>{t('deliverToCountry', { country: labelOf(countries, country) })}</span>
        </>
      }
    >
      <RadioChoices
        label={t('deliverTo')}
        choices={countries}
        value={country}
        onChange={(choice) => setPreferences({ country: choice })}
      />
    </Dropdown>
  );
}

/** The language and the currency, as one dropdown for the top bar. */
export function LanguageCurrencyPicker() {
  const t = useT(headerMessages);
  const { language, currency } = usePreferences();
  const [languageShown, chooseLanguage] = useLanguageChoice();
  const languageName = labelOf(LANGUAGE_CHOICES, language);
  return (
    <Dropdown
      className="header__picker"
      buttonName={`${t('languageAndCurrency')}: ${languageName}, ${currency}`}
      label={
        <>
          <GlobeIcon />
          <span>
            {languageName} · {currency}
          </span>
        </>
      }
    >
      <RadioChoices
        label={t('language')}
        choices={LANGUAGE_CHOICES}
        value={languageShown}
        onChange={chooseLanguage}
      />
      <RadioChoices
        label={t('currency')}
        choices={CURRENCY_CHOICES}
        value={currency}
        onChange={(choice) => setPreferences({ currency: choice })}
      />
      <p className="header__note">{t('currencyNote')}</p>
    </Dropdown>
  );
}

/** The three preferences as plain selects, for the mobile drawer. */
export function PreferenceSelects() {
  const t = useT(headerMessages);
  const { country, currency } = usePreferences();
  const [languageShown, chooseLanguage] = useLanguageChoice();
  const countries = useCountryChoices();
  return (
    <div className="header__selects">
      <SelectChoice
        label={t('deliverTo')}
        choices={countries}
        value={country}
        onChange={(choice) => setPreferences({ country: choice })}
      />
      <SelectChoice
        label={t('language')}
        choices={LANGUAGE_CHOICES}
        value={languageShown}
        onChange={chooseLanguage}
      />
      <SelectChoice
        label={t('currency')}
        choices={CURRENCY_CHOICES}
        value={currency}
        onChange={(choice) => setPreferences({ currency: choice })}
      />
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
