import { type Category, slugFor } from '@haat/contracts';
import { LIMITS } from '@haat/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useCategoryText } from '../../../../lib/category-text';
import { useT } from '../../../../lib/i18n';
import { useCategories } from '../../api';
import { type ListingFilters, toggleCategory, toggleItem } from '../../filters';
import { CategoriesError } from './categories-error';
import { groupOf } from './category-lookup';
import { ItemsToggle } from './items-toggle';
import { listingMessages } from './messages';
import type { UpdateFilters } from './use-listing-filters';

type Props = { filters: ListingFilters; onChange: UpdateFilters };

/** A checkbox that can also show "some of it" (a category with some of its items ticked). */
function TreeCheckbox({
  checked,
  mixed,
  onChange,
  label,
  lang,
}: {
  checked: boolean;
  mixed: boolean;
  onChange: () => void;
  label: string;
  /** Marks a name in another language than the page's. */
  lang: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed && !checked;
  }, [mixed, checked]);
  return (
    <label className="filter-check">
      <input ref={input} type="checkbox" checked={checked} onChange={onChange} />
      <span lang={lang}>{label}</span>
    </label>
  );
}

function CategoryGroup({
  category,
  filters,
  onChange,
}: {
  category: Category;
  filters: ListingFilters;
  onChange: UpdateFilters;
}) {
  const shownText = useCategoryText();
  const title = shownText.title(category);
  const group = groupOf(category);
  const categoryTicked = filters.categories.includes(category.slug);
  const itemsTicked = group.itemSlugs.filter((slug) => filters.items.includes(slug)).length;
  // A category whose items are picked opens by itself, so the shopper sees why it is marked.
  const [expanded, setExpanded] = useState(itemsTicked > 0);
  const listId = useId();
  const picked = { categories: filters.categories, items: filters.items };

  return (
    <li className="category-filter__group">
      <div className="category-filter__row">
        <TreeCheckbox
          label={title.text}
          lang={title.lang}
          checked={categoryTicked}
          mixed={itemsTicked > 0}
          onChange={() => onChange(toggleCategory(picked, group))}
        />
        {category.items.length > 0 ? (
          <ItemsToggle
            category={title.text}
            open={expanded}
            controls={listId}
            onToggle={() => setExpanded((open) => !open)}
          />
        ) : null}
      </div>
      {category.items.length > 0 ? (
        <ul id={listId} className="category-filter__items" hidden={!expanded}>
          {shownText.items(category).map((item) => {
            const itemSlug = slugFor(item.name);
            return (
              <li key={item.name}>
                <TreeCheckbox
                  label={item.text}
                  lang={item.lang}
                  checked={categoryTicked || filters.items.includes(itemSlug)}
                  mixed={false}
                  onChange={() => onChange(toggleItem(picked, group, itemSlug))}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/** The sidebar's category filter: loading, error, empty or the list of groups (spec section 4). */
export function CategoryFilter({ filters, onChange }: Props) {
  const t = useT(listingMessages);
  const categories = useCategories();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();

  if (categories.isPending) {
    return (
      <div className="category-filter__loading" aria-busy="true">
        <span className="visually-hidden">{t('loading')}</span>
        {Array.from(
          { length: LIMITS.sidebarCategoriesBeforeViewMore },
          (_, index) => `skeleton-${index}`,
        ).map((key) => (
          <span key={key} className="skeleton category-filter__skeleton" />
        ))}
      </div>
    );
  }
  if (categories.isError) return <CategoriesError query={categories} />;
  if (categories.data.length === 0) return <p className="listing-muted">{t('noCategories')}</p>;

  const limit = LIMITS.sidebarCategoriesBeforeViewMore;
  const shown = showAll ? categories.data : categories.data.slice(0, limit);
  return (
    <>
      <ul id={listId} className="category-filter">
        {shown.map((category) => (
          <CategoryGroup key={category.id} category={category} filters={filters} onChange={onChange} />
        ))}
      </ul>
      {categories.data.length > limit ? (
        <button
          type="button"
          className="category-filter__more"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? t('viewLess') : t('viewMore')}
        </button>
      ) : null}
    </>
  );
}
