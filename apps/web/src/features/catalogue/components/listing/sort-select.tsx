import type { ProductSort } from '@haat/contracts';
import { useId } from 'react';
import { useT } from '../../../../lib/i18n';
import { ChevronDownIcon } from '../../../../ui/icons';
import { listingMessages } from './messages';

type Props = {
  value: ProductSort;
  sorts: readonly ProductSort[];
  onChange: (sort: ProductSort) => void;
};

/** The sort dropdown: the browser's own select, which phones show as their native picker. */
export function SortSelect({ value, sorts, onChange }: Props) {
  const t = useT(listingMessages);
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('sortBy')}
      </label>
      <span className="sort-select__control">
        <select id={id} value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort_${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon />
      </span>
    </div>
  );
}
