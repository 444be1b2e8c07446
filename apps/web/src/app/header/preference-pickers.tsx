import { COUNTRIES, CURRENCIES, LANGUAGES } from '@haat/contracts/constants';
import { useId, useMemo } from 'react';
import { useLanguageChoice, useT } from '../../lib/i18n';
import { type Currency, setPreferences, usePreferences } from '../../lib/preferences';
import { GlobeIcon, MoonIcon, SunIcon, TruckIcon } from '../../ui/icons';
import { Dropdown } from './dropdown';
import { headerMessages } from './messages';

/** One choice of a preference: the value kept, and the name the shopper reads. */
type Choice<V extends string> = { value: V; label: string };

const CURRENCY_CHOICES: readonly Choice<Currency>[] = CURRENCIES.map((currency) => ({
  value: currency,
  label: currency,
}));

/**
 * The countries and languages, named in the shopper's language: the spec's English names, or the
 * browser's own names in Bengali (`Intl.DisplayNames`: ভারত, বাংলা), which cost the page no messages.
 */
function useNamedChoices() {
  const { language } = usePreferences();
  return useMemo(() => {
    const named = <V extends string>(
      type: 'region' | 'language',
      entries: readonly { code: V; name: string }[],
    ): readonly Choice<V>[] => {
      const names = language === 'en' ? undefined : new Intl.DisplayNames([language], { type });
      return entries.map(({ code, name }) => ({ value: code, label: names?.of(code) ?? name }));
    };
    return { countries: named('region', COUNTRIES), languages: named('language', LANGUAGES) };
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
          {choice.label}
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
          <option key={choice.value} value={choice.value}>
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
  const { countries } = useNamedChoices();
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
  const { languages } = useNamedChoices();
  const languageName = labelOf(languages, language);
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
        choices={languages}
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
  const { countries, languages } = useNamedChoices();
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
        choices={languages}
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
