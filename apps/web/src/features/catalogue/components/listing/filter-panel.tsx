import { BRANDS, COLOUR_FAMILIES, CURRENCY_SYMBOL, SHIPS_FROM } from '@haat/contracts/constants';
import { latinDigits } from '@haat/contracts/digits';
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { countryMessages } from '../../../../lib/country-messages';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { type ListingFilters, SERVICES, toggled } from '../../filters';
import { CategoryFilter } from './category-filter';
import { listingMessages } from './messages';
import './listing.css';
import type { UpdateFilters } from './use-listing-filters';

type Props = {
  filters: ListingFilters;
  onChange: UpdateFilters;
  /** The catalogue filters by category too; a category page is one category already. */
  withCategories?: boolean;
};

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Choices as a list of checkboxes, each ticked or not. */
function CheckList({
  choices,
}: {
  choices: readonly { key: string; label: string; checked: boolean; onToggle: () => void }[];
}) {
  return (
    <ul className="filter-list">
      {choices.map((choice) => (
        <li key={choice.key}>
          <label className="filter-check">
            <input type="checkbox" checked={choice.checked} onChange={choice.onToggle} />
            <span>{choice.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A price in whole taka, typed by the shopper. */
function PriceField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="price-filter__field">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true" className="price-filter__currency">
        {CURRENCY_SYMBOL}
      </span>
      {/* Text, not a number field: a number field drops the Bengali digits a Bengali keyboard types. */}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** Price bands a shopper taps, besides typing a range. */
const PRICE_BANDS: readonly { min?: number; max?: number }[] = [
  { max: 1000 },
  { min: 1000, max: 3000 },
  { min: 3000, max: 5000 },
  { min: 5000 },
];

function PriceFilter({ filters, onChange }: Omit<Props, 'withCategories'>) {
  const format = useFormat();
  const t = useT(listingMessages);
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  // The fields follow the address bar when it changes elsewhere (Clear All, back, a band).
  useEffect(() => setMin(filters.minPrice?.toString() ?? ''), [filters.minPrice]);
  useEffect(() => setMax(filters.maxPrice?.toString() ?? ''), [filters.maxPrice]);

  const amount = (text: string) => {
    const value = Number(latinDigits(text).replace(/[,\s]/g, ''));
    return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    let minPrice = amount(min);
    let maxPrice = amount(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      [minPrice, maxPrice] = [maxPrice, minPrice];
    onChange({ minPrice, maxPrice });
  };
  const bandLabel = (band: { min?: number; max?: number }) =>
    band.min === undefined
      ? t('priceUnder', { price: format.taka(band.max ?? 0) })
      : band.max === undefined
        ? t('priceOver', { price: format.taka(band.min) })
        : t('priceBetween', { min: format.taka(band.min), max: format.taka(band.max) });

  return (
    <FilterGroup legend={t('price')}>
      <form className="price-filter" onSubmit={apply}>
        <PriceField label={t('minPriceLabel')} placeholder={t('minPrice')} value={min} onChange={setMin} />
        <span aria-hidden="true" className="price-filter__dash">
          –
        </span>
        <PriceField label={t('maxPriceLabel')} placeholder={t('maxPrice')} value={max} onChange={setMax} />
        <button type="submit" className="button button--outline price-filter__apply">
          {t('applyPrice')}
        </button>
      </form>
      <div className="price-filter__bands">
        {PRICE_BANDS.map((band) => {
          const active = filters.minPrice === band.min && filters.maxPrice === band.max;
          return (
            <button
              key={`${band.min}-${band.max}`}
              type="button"
              className="filter-chip"
              aria-pressed={active}
              onClick={() =>
                onChange(
                  active
                    ? { minPrice: undefined, maxPrice: undefined }
                    : { minPrice: band.min, maxPrice: band.max },
                )
              }
            >
              {bandLabel(band)}
            </button>
          );
        })}
      </div>
    </FilterGroup>
  );
}

/** The listing's filters: categories (catalogue only), brands, colours, price, services and where products ship from. */
export function FilterPanel({ filters, onChange, withCategories = false }: Props) {
  const t = useT(listingMessages);
  const country = useT(countryMessages);
  const categoriesHeading = useId();
  return (
    <div className="filter-panel">
      {withCategories ? (
        <section className="filter-group" aria-labelledby={categoriesHeading}>
          <h2 id={categoriesHeading} className="filter-group__legend">
            {t('categories')}
          </h2>
          <CategoryFilter filters={filters} onChange={onChange} />
        </section>
      ) : null}

      <FilterGroup legend={t('brands')}>
        <CheckList
          choices={BRANDS.map((brand) => ({
            key: brand,
            label: brand,
            checked: filters.brands.includes(brand),
            onToggle: () => onChange({ brands: toggled(filters.brands, brand) }),
          }))}
        />
      </FilterGroup>

      <FilterGroup legend={t('colour')}>
        <ul className="colour-filter">
          {COLOUR_FAMILIES.map((colour) => (
            <li key={colour.name}>
              <label className="colour-filter__option">
                <input
                  type="checkbox"
                  className="colour-filter__swatch"
                  style={{ '--swatch': colour.swatch } as CSSProperties}
                  checked={filters.colours.includes(colour.name)}
                  onChange={() => onChange({ colours: toggled(filters.colours, colour.name) })}
                />
                <span>{t(`colour_${colour.name}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </FilterGroup>

      <PriceFilter filters={filters} onChange={onChange} />

      <FilterGroup legend={t('services')}>
        <CheckList
          choices={SERVICES.map((service) => ({
            key: service,
            label: t(service),
            checked: filters[service],
            onToggle: () => onChange({ [service]: !filters[service] }),
          }))}
        />
      </FilterGroup>

      <FilterGroup legend={t('shipsFrom')}>
        <CheckList
          choices={SHIPS_FROM.map((code) => ({
            key: code,
            label: country(code),
            checked: filters.shipsFrom.includes(code),
            onToggle: () => onChange({ shipsFrom: toggled(filters.shipsFrom, code) }),
          }))}
        />
      </FilterGroup>
    </div>
  );
}
