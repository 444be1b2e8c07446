import { type Category, slugFor } from '@haat/contracts';
import { LIMITS, MOBILE_BREAKPOINT_PX, TIMINGS_MS } from '@haat/contracts/constants';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, type To } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { useCategoryText } from '../../../../lib/category-text';
import { useDismiss, useMediaQuery } from '../../../../lib/hooks';
import { useT } from '../../../../lib/i18n';
import { ChevronDownIcon } from '../../../../ui/icons';
import { useCategories } from '../../api';
import { CategoriesError } from './categories-error';
import { ItemsToggle } from './items-toggle';
import { listingMessages } from './messages';

type Props = {
  /** Where a category leads. */
  toCategory: (category: Category) => To;
  /** Where one of its items leads. */
  toItem: (category: Category, item: string) => To;
  /** The slug of the category or item on screen, marked as the current one. */
  currentSlug?: string;
};

/** The menu's body: its categories in columns (desktop) or as an accordion (phone). */
function MenuCategories({
  layout,
  onPick,
  toCategory,
  toItem,
  currentSlug,
}: Props & { layout: 'columns' | 'accordion'; onPick: () => void }) {
  const t = useT(listingMessages);
  const categories = useCategories();
  const shownText = useCategoryText();
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  if (categories.isPending) return <p className="listing-muted">{t('loading')}</p>;
  if (categories.isError) return <CategoriesError query={categories} />;
  if (categories.data.length === 0) return <p className="listing-muted">{t('noCategories')}</p>;

  const shown = categories.data.slice(0, LIMITS.menuCategories);
  const current = (slug: string) => (slug === currentSlug ? 'page' : undefined);
  return (
    <>
      <ul className={layout === 'columns' ? 'category-menu__columns' : 'category-menu__accordion'}>
        {shown.map((category) => {
          // Columns show every category's items; the accordion one category's at a time.
          const open = layout === 'columns' || openSlug === category.slug;
          const itemsId = `category-menu-${category.id}`;
          const title = shownText.title(category);
          const heading = (
            <Link
              to={toCategory(category)}
              className="category-menu__heading"
              aria-current={current(category.slug)}
              lang={title.lang}
              onClick={onPick}
            >
              {title.text}
            </Link>
          );
          return (
            <li key={category.id}>
              {layout === 'columns' ? (
                heading
              ) : (
                <div className="category-menu__row">
                  {heading}
                  <ItemsToggle
                    category={title.text}
                    open={open}
                    controls={itemsId}
                    onToggle={() => setOpenSlug(open ? null : category.slug)}
                  />
                </div>
              )}
              <ul id={itemsId} className="category-menu__items" hidden={!open}>
                {shownText
                  .items(category)
                  .slice(0, LIMITS.menuItemsPerCategory)
                  .map((item) => (
                    <li key={item.name}>
                      <Link
                        to={toItem(category, item.name)}
                        aria-current={current(slugFor(item.name))}
                        lang={item.lang}
                        onClick={onPick}
                      >
                        {item.text}
                      </Link>
                    </li>
                  ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="category-menu__footer">
        <Link to={PATHS.categories} onClick={onPick}>
          {t('viewAllCategories')}
        </Link>
        <Link to={PATHS.products} onClick={onPick}>
          {t('viewAllProducts')}
        </Link>
      </p>
    </>
  );
}

/**
 * The shop's category menu (spec section 2). On a wide screen it opens on hover, closes 150 ms
 * after the pointer leaves, and after a pick stays shut for 300 ms while its button reads
 * Loading...; on a phone it is an accordion under its button.
 */
export function CategoryMenu(props: Props) {
  const t = useT(listingMessages);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [open, setOpen] = useState(false);
  const [locked, setLocked] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      clearTimeout(lockTimer.current);
    },
    [],
  );

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);
  // A dropdown closes on a click outside it or on scrolling; the phone's accordion is part of the page.
  useDismiss(root, open && wide, close);

  const onPick = useCallback(() => {
    close();
    setLocked(true);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setLocked(false), TIMINGS_MS.menuLock);
  }, [close]);

  // Hover belongs to a mouse: a tap on a phone also sends pointer events, and must only toggle.
  useEffect(() => {
    const element = root.current;
    if (!element || !wide) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer.current);
      if (!locked) setOpen(true);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpen(false), TIMINGS_MS.menuCloseDelay);
    };
    element.addEventListener('pointerenter', onEnter);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [wide, locked]);

  // Escape closes the menu and gives the focus back to its button.
  useEffect(() => {
    const element = root.current;
    if (!element || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div ref={root} className={`category-menu ${wide ? 'category-menu--wide' : 'category-menu--narrow'}`}>
      <button
        ref={button}
        type="button"
        className="category-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-disabled={locked || undefined}
        onClick={() => {
          if (!locked) setOpen((shown) => !shown);
        }}
      >
        <span>{locked ? t('loading') : t('shop')}</span>
        <ChevronDownIcon />
      </button>
      <nav id={panelId} className="category-menu__panel" aria-label={t('shopByCategory')} hidden={!open}>
        {open ? <MenuCategories {...props} layout={wide ? 'columns' : 'accordion'} onPick={onPick} /> : null}
      </nav>
    </div>
  );
}
