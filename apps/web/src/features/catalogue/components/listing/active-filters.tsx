import { useCategoryText } from '../../../../lib/category-text';
import { countryMessages } from '../../../../lib/country-messages';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { CloseIcon } from '../../../../ui/icons';
import { useCategories } from '../../api';
import { countNarrowing, type ListingFilters } from '../../filters';
import { findPlace } from './category-lookup';
import { listingMessages } from './messages';
import type { UpdateFilters } from './use-listing-filters';

type Props = { filters: ListingFilters; onChange: UpdateFilters; onClearAll: () => void };

/** `lang` marks a category's English name on a Bengali page. */
type Chip = { key: string; label: string; lang?: string | undefined; remove: Partial<ListingFilters> };

/**
 * The active-filter banner (spec section 2): how many categories are picked, the search text,
 * a chip for every other choice, and Clear All.
 */
export function ActiveFilters({ filters, onChange, onClearAll }: Props) {
  const format = useFormat();
  const t = useT(listingMessages);
  const country = useT(countryMessages);
  const categories = useCategories();
  const shownText = useCategoryText();
  if (countNarrowing(filters) === 0 && !filters.search && !filters.highlight) return null;

  const picked = filters.categories.length + filters.items.length;
  /** A category's or item's name as the shopper reads it; a slug the shop does not know, made readable. */
  const nameOf = (slug: string) => {
    const place = findPlace(categories.data, slug);
    const { text, lang } =
      place.kind === 'unknown'
        ? { text: place.name, lang: undefined }
        : shownText.name(place.name, place.nameBn);
    return { label: text, lang };
  };
  const chips: Chip[] = [
    ...filters.categories.map((slug) => ({
      key: `category-${slug}`,
      ...nameOf(slug),
      remove: { categories: filters.categories.filter((other) => other !== slug) },
    })),
    ...filters.items.map((slug) => ({
      key: `item-${slug}`,
      ...nameOf(slug),
      remove: { items: filters.items.filter((other) => other !== slug) },
    })),
    ...filters.brands.map((brand) => ({
      key: `brand-${brand}`,
      label: brand,
      remove: { brands: filters.brands.filter((other) => other !== brand) },
    })),
    ...filters.colours.map((colour) => ({
      key: `colour-${colour}`,
      label: t(`colour_${colour}`),
      remove: { colours: filters.colours.filter((other) => other !== colour) },
    })),
    ...filters.shipsFrom.map((code) => ({
      key: `ships-from-${code}`,
      label: country(code),
      remove: { shipsFrom: filters.shipsFrom.filter((other) => other !== code) },
    })),
  ];
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    chips.push({
      key: 'price',
      label:
        filters.minPrice === undefined
          ? t('priceUnder', { price: format.taka(filters.maxPrice ?? 0) })
          : filters.maxPrice === undefined
            ? t('priceOver', { price: format.taka(filters.minPrice) })
            : t('priceBetween', { min: format.taka(filters.minPrice), max: format.taka(filters.maxPrice) }),
      remove: { minPrice: undefined, maxPrice: undefined },
    });
  }
  if (filters.inStock) chips.push({ key: 'inStock', label: t('inStock'), remove: { inStock: false } });
  if (filters.onSale) chips.push({ key: 'onSale', label: t('onSale'), remove: { onSale: false } });
  if (filters.highlight)
    chips.push({ key: 'highlight', label: t('highlighted'), remove: { highlight: undefined } });

  return (
    <section className="active-filters" aria-label={t('activeFilters')}>
      <p className="active-filters__summary">
        {picked > 0 ? (
          <span className="active-filters__count">
            {t.plural({ one: 'categoriesSelectedOne', other: 'categoriesSelected' }, picked)}
          </span>
        ) : null}
        {filters.search ? (
          <span className="active-filters__search">{t('searchText', { search: filters.search })}</span>
        ) : null}
      </p>
      {chips.length > 0 ? (
        <ul className="active-filters__chips">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="filter-chip filter-chip--removable"
                aria-label={t('remove', { name: chip.label })}
                onClick={() => onChange(chip.remove)}
              >
                <span lang={chip.lang}>{chip.label}</span>
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="active-filters__clear" onClick={onClearAll}>
        {t('clearAll')}
      </button>
    </section>
  );
}
