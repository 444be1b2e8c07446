import { LIMITS } from '@haat/contracts/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDebounced } from '../../../../lib/hooks';
import { useT } from '../../../../lib/i18n';
import { SearchIcon } from '../../../../ui/icons';
import { listingMessages } from './messages';

type Props = {
  value: string;
  /** `replace` while typing, so that back does not step through every letter. */
  onSearch: (search: string, options: { replace: boolean }) => void;
};

const TYPING_PAUSE_MS = 400;

/** The catalogue's search bar: results follow the text after a short pause, or at once on Enter. */
export function ListingSearch({ value, onSearch }: Props) {
  const t = useT(listingMessages);
  const [text, setText] = useState(value);
  const settled = useDebounced(text, TYPING_PAUSE_MS);

  // The box follows the address bar when it changes elsewhere (Clear All, back and forward).
  useEffect(() => setText(value), [value]);
  // Only a pause in typing searches: a new `value` from the address bar must not search again, nor
  // must a pause that ends after the box moved on (Enter searched it, Clear All emptied it).
  const latest = useRef({ value, onSearch, text });
  useEffect(() => {
    latest.current = { value, onSearch, text };
  });
  useEffect(() => {
    const { value: current, onSearch: search, text: shown } = latest.current;
    if (settled !== shown) return;
    // A first search is a new history entry; refining it replaces that entry.
    if (settled.trim() !== current) search(settled.trim(), { replace: current !== '' });
  }, [settled]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim(), { replace: false });
  };

  return (
    <search className="listing-search-landmark">
      <form className="listing-search" onSubmit={submit}>
        <input
          type="search"
          className="listing-search__input"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          maxLength={LIMITS.searchMaxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="listing-search__button" aria-label={t('searchButton')}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
