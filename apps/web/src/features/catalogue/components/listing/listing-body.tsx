import type { ProductSort } from '@haat/contracts';
import { MOBILE_BREAKPOINT_PX } from '@haat/contracts/constants';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { useMediaQuery } from '../../../../lib/hooks';
import { useT } from '../../../../lib/i18n';
import { Icon } from '../../../../ui/icons';
import { countNarrowing, type ListingFilters } from '../../filters';
import { ActiveFilters } from './active-filters';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { listingMessages } from './messages';
import { SortSelect } from './sort-select';
import type { UpdateFilters } from './use-listing-filters';

/** Sliders, for the Filters button. */
const FiltersIcon = () => (
  <Icon>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);

type Props = {
  filters: ListingFilters;
  onChange: UpdateFilters;
  onClearAll: () => void;
  /** The catalogue filters by category too; a category page is one category already. */
  withCategories?: boolean;
  sorts: readonly ProductSort[];
  title: string;
  /** The catalogue's results are the page's subject (h1); a category page's follow its banner. */
  titleLevel: 1 | 2;
  /** "48 products", shown once the first answer is in. */
  count: string;
  isPending: boolean;
  /** The toolbar above the results, for a page that scrolls back to it. */
  toolbarRef?: Ref<HTMLDivElement>;
  /** The products and what comes after them. */
  children: ReactNode;
};

/**
 * A listing's filters beside its results: a sidebar on a wide screen, and on a phone a drawer that
 * the toolbar's Filters button opens. Above the results: the title, the count, the sort and the
 * active-filter banner.
 */
export function ListingBody({
  filters,
  onChange,
  onClearAll,
  withCategories = false,
  sorts,
  title,
  titleLevel,
  count,
  isPending,
  toolbarRef,
  children,
}: Props) {
  const t = useT(listingMessages);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleId = useId();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const narrowing = countNarrowing(filters);
  const panel = <FilterPanel filters={filters} onChange={onChange} withCategories={withCategories} />;

  return (
    <div className="listing__body">
      {wide ? (
        <aside className="listing__sidebar" aria-label={t('filters')}>
          {panel}
        </aside>
      ) : (
        <FilterDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onClearAll={onClearAll}
          resultLabel={isPending ? t('loading') : t('showProducts', { products: count })}
        >
          {panel}
        </FilterDrawer>
      )}

      <section className="listing__results" aria-labelledby={titleId}>
        <div ref={toolbarRef} className="listing__toolbar">
          <div className="listing__heading">
            <Title id={titleId} className="listing__title">
              {title}
            </Title>
            <p className="listing__count" aria-live="polite">
              {isPending ? t('loading') : count}
            </p>
          </div>
          <div className="listing__controls">
            {wide ? null : (
              <button
                type="button"
                className="listing__filters-button"
                aria-haspopup="dialog"
                onClick={() => setDrawerOpen(true)}
              >
                <FiltersIcon />
                {narrowing ? t('filtersWithCount', { count: narrowing }) : t('filters')}
              </button>
            )}
            <SortSelect value={filters.sort} sorts={sorts} onChange={(sort) => onChange({ sort })} />
          </div>
        </div>

        <ActiveFilters filters={filters} onChange={onChange} onClearAll={onClearAll} />

        {children}
      </section>
    </div>
  );
}
