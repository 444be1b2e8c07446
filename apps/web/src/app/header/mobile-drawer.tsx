import { Link, useLocation } from 'react-router';
import { PATHS } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { SideDrawer } from '../../ui/side-drawer';
import type { AccountMenuProps } from './account-menu';
import { HeaderTabs } from './header-tabs';
import { headerMessages } from './messages';
import { DarkModeToggle, PreferenceSelects } from './preference-pickers';

type Props = { open: boolean; onClose: () => void; account: AccountMenuProps };

const PAGES = [
  { to: '/', key: 'drawerHome' },
  { to: PATHS.products, key: 'drawerProducts' },
  { to: '/about', key: 'drawerAbout' },
  { to: PATHS.helpCenter, key: 'drawerHelpCenter' },
] as const;

/** The side drawer of small screens. Loaded on first use, so it costs the first page nothing. */
export default function MobileDrawer({ open, onClose, account }: Props) {
  const t = useT(headerMessages);
  const { pathname } = useLocation();

  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      label={t('drawerTitle')}
      closeLabel={t('closeMenu')}
      heading={
        <span className="header__logo header__logo--small" aria-hidden="true">
          Haat
        </span>
      }
    >
      <nav aria-label={t('drawerTitle')}>
        <ul className="header__drawer-links">
          {PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} aria-current={page.to === pathname ? 'page' : undefined}>
                {t(page.key)}
              </Link>
            </li>
          ))}
          {account.status === 'signed-in' ? (
            <li>
              <Link to={PATHS.account}>{t('drawerMyAccount')}</Link>
            </li>
          ) : null}
          {account.status === 'signed-in' ? (
            <li>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  account.onSignOut?.();
                }}
              >
                {t('drawerLogout')}
              </button>
            </li>
          ) : account.status === 'signed-out' ? (
            <li>
              <Link to={PATHS.auth}>{t('drawerLogin')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <HeaderTabs className="header__tabs--drawer" />
      <section className="header__drawer-preferences" aria-label={t('preferences')}>
        <h2 className="header__drawer-heading">{t('preferences')}</h2>
        <PreferenceSelects />
        <DarkModeToggle className="header__dark-toggle--drawer" />
      </section>
    </SideDrawer>
  );
}
