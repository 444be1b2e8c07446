import { LIMITS, TIMINGS_MS } from '@haat/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../../lib/format';
import { useDebounced } from '../../../../lib/hooks';
import { useT } from '../../../../lib/i18n';
import { useProductText } from '../../../../lib/product-text';
import { SearchIcon } from '../../../../ui/icons';
import { ProductImage } from '../../../../ui/product-image';
import { useProducts } from '../../api';
import { searchMessages } from './messages';
import './search.css';
import { PATHS } from '../../../../config/paths';

/** How long typing must pause before the server is asked for suggestions. */
const SUGGEST_AFTER_MS = 200;

/**
 * The header's product search, a combobox: as the shopper types, up to 6 products whose names
 * contain the text are suggested. Arrow keys move through them, Enter picks one (or searches the
 * catalogue for the text), Escape closes the list, which also closes shortly after the box loses
 * focus.
 */
export function SearchBox({ className }: { className?: string }) {
  const format = useFormat();
  const t = useT(searchMessages);
  const productName = useProductText().name;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const wanted = text.trim();
  const asked = useDebounced(wanted, SUGGEST_AFTER_MS);
  const suggestions = useProducts(
    { search: asked, pageSize: LIMITS.searchSuggestions },
    { enabled: open && asked.length > 0 },
  );
  // The list answers the text on screen only once the server has answered that very text.
  const settled = asked === wanted && !suggestions.isPlaceholderData && !suggestions.isFetching;
  const products = suggestions.data?.products.slice(0, LIMITS.searchSuggestions) ?? [];
  const showList = open && wanted.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (id: string) => {
    close();
    navigate(`${PATHS.products}?highlight=${encodeURIComponent(id)}`);
  };
  const searchAll = () => {
    close();
    navigate(wanted ? `${PATHS.products}?${new URLSearchParams({ search: wanted })}` : PATHS.products);
  };

  return (
    <search className={className}>
      <form
        className="search"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = showList ? products[active] : undefined;
          if (chosen) pick(chosen.id);
          else searchAll();
        }}
      >
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          {t('label')}
        </label>
        <input
          id={`${listId}-input`}
          className="search__input"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={LIMITS.searchMaxLength}
          placeholder={t('placeholder')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList && products.length > 0 ? listId : undefined}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(close, TIMINGS_MS.searchListCloseAfterBlur);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (!showList) {
                setOpen(true);
                return;
              }
              if (products.length === 0) return;
              // Down from the last suggestion (or up from the first) goes back to the box: -1.
              const positions = products.length + 1;
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index) => ((index + 1 + step + positions) % positions) - 1);
            } else if (event.key === 'Escape') {
              if (showList) {
                event.preventDefault();
                close();
              }
            }
          }}
        />
        <button type="submit" className="search__submit" aria-label={t('submit')}>
          <SearchIcon />
        </button>
        {showList ? (
          <div className="search__popup">
            {products.length > 0 ? (
              <div id={listId} role="listbox" aria-label={t('suggestions')} className="search__list">
                {products.map((product, index) => {
                  const name = productName(product);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's box handles the keys
                    <div
                      key={product.id}
                      tabIndex={-1}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className="search__option"
                      onClick={() => pick(product.id)}
                      onMouseEnter={() => setActive(index)}
                      // Pressing an option must not take the focus from the box, or the list would close.
                      onMouseDown={(event) => event.preventDefault()}
                    >
                      <ProductImage src={product.thumbnail} alt="" width={40} height={50} loading="lazy" />
                      <span className="search__name" lang={name.lang}>
                        {name.text}
                      </span>
                      <span className="search__price">{format.taka(product.price)}</span>
                    </div>
                  );
                })}
              </div>
            ) : (
              <p className="search__state" role="status">
                {settled || suggestions.isError ? t('noProductsFound') : t('searching')}
              </p>
            )}
          </div>
        ) : null}
      </form>
    </search>
  );
}
