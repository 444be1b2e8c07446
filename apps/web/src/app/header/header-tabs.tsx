import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { headerMessages } from './messages';

const TABS = [
  { id: 'trending', to: PATHS.category('top-ranking'), key: 'trending' },
  { id: 'new', to: PATHS.category('new-arrivals'), key: 'newProduct' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The header's Trending and New Product tabs. Each opens its featured list (Trending the top
 * ranking, New Product the new arrivals); Trending is the selection until the shopper picks
 * New Product, and on either list's page the tab of that page is the selected one.
 */
export function HeaderTabs({ className }: { className?: string }) {
  const t = useT(headerMessages);
  const { pathname } = useLocation();
  const [picked, setPicked] = useState<TabId>('trending');
  const selected = TABS.find((tab) => tab.to === pathname)?.id ?? picked;
  return (
    <nav className={`header__tabs ${className ?? ''}`} aria-label={t('highlights')}>
      {TABS.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className={`header__tab${tab.id === selected ? ' header__tab--selected' : ''}`}
          aria-current={tab.to === pathname ? 'page' : undefined}
          onClick={() => setPicked(tab.id)}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
