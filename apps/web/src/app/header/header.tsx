import { MOBILE_BREAKPOINT_PX, SCROLL_THRESHOLDS_PX } from '@haat/contracts/constants';
import { lazy, type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CartButton } from '../../features/cart/first-page';
import { SearchBox } from '../../features/catalogue';
import { useMediaQuery, useScrolledPast } from '../../lib/hooks';
import { useT } from '../../lib/i18n';
import { MenuIcon, UserIcon } from '../../ui/icons';
import type { AccountMenuProps } from './account-menu';
import { headerMessages } from './messages';
import './header.css';
import { PATHS } from '../../config/paths';

const MobileDrawer = lazy(() => import('./mobile-drawer'));
const TopBar = lazy(() => import('./wide-bars').then((module) => ({ default: module.TopBar })));
const NavBar = lazy(() => import('./wide-bars').then((module) => ({ default: module.NavBar })));

type Props = { account: AccountMenuProps };

/** A market bag: maroon, with a mustard handle and hem. */
function LogoMark() {
  return (
    <svg className="header__logo-mark" viewBox="0 0 34 34" aria-hidden="true">
      <path className="header__logo-handle" d="M11.5 12V9.5a5.5 5.5 0 0 1 11 0V12" />
      <path
        className="header__logo-bag"
        d="M6 12.5A1.5 1.5 0 0 1 7.5 11h19a1.5 1.5 0 0 1 1.5 1.5l-1.2 17A2.5 2.5 0 0 1 24.3 32H9.7a2.5 2.5 0 0 1-2.5-2.5z"
      />
      <path
        className="header__logo-fold"
        d="M7.1 27h19.8l-.2 2.5A2.5 2.5 0 0 1 24.3 32H9.7a2.5 2.5 0 0 1-2.5-2.5z"
      />
    </svg>
  );
}

/**
 * Sets `--header-height` on the root to the height of the header's part that stays on screen once
 * the page scrolls (its first row slides away): sticky panels sit below it, and the browser scrolls
 * a control reached with Tab clear of it (`scroll-padding-top`). Measured rather than written down,
 * since the rows follow their content, such as a Bengali label that wraps at 320 px.
 */
function useStuckHeightOnRoot(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const measure = () => {
      const slidesAway = -Number.parseFloat(getComputedStyle(element).top) || 0;
      const stuck = Math.ceil(element.getBoundingClientRect().height - slidesAway);
      document.documentElement.style.setProperty('--header-height', `${stuck}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}

/**
 * The header of every page. On wide screens: the top bar (delivery country, language and
 * currency, dark mode, PROFILE, sign-in, MENU), the main bar (logo, search, cart) and the category
 * menus with the Trending and New Product tabs (these two bars load on wide screens only). Below 768 px the menus and the top bar's pickers
 * move into a side drawer, and the search takes the top bar's place. The header sticks to the top;
 * once the page is scrolled 50 px it stands out with a shadow, at the same height.
 */
export function Header({ account }: Props) {
  const t = useT(headerMessages);
  const scrolled = useScrolledPast(SCROLL_THRESHOLDS_PX.headerStyle);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on first use, then stays.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useStuckHeightOnRoot(ref);

  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  return (
    <header ref={ref} className={`header${scrolled ? ' header--scrolled' : ''}`}>
      {/* Wide screens only; the bar keeps its height while its code loads. */}
      <div className="header__top">
        {wide ? (
          <Suspense fallback={null}>
            <TopBar account={account} />
          </Suspense>
        ) : null}
      </div>
      <div className="header__main">
        <div className="header__inner header__main-inner">
          <button
            type="button"
            className="icon-button header__drawer-button"
            aria-label={t('openMenu')}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </button>
          <Link to="/" className="header__logo" aria-label={t('home')}>
            <LogoMark />
            Haat
          </Link>
          <SearchBox className="header__search" />
          <Link to={PATHS.account} className="icon-button header__account-icon" aria-label={t('profile')}>
            <UserIcon />
          </Link>
          <CartButton className="header__cart" />
        </div>
      </div>
      <div className="header__nav">
        {wide ? (
          <Suspense fallback={null}>
            <NavBar />
          </Suspense>
        ) : null}
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} account={account} />
        </Suspense>
      ) : null}
    </header>
  );
}
