import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { CloseIcon } from '../../ui/icons';
import type { AccountMenuProps } from './account-menu';
import { HeaderTabs } from './header-tabs';
import { headerMessages } from './messages';
import { DarkModeToggle, PreferenceSelects } from './preference-pickers';

type Props = { open: boolean; onClose: () => void; account: AccountMenuProps };

const PAGES = [
  { to: '/', key: 'drawerHome' },
  { to: '/products', key: 'drawerProducts' },
  { to: '/about', key: 'drawerAbout' },
  { to: '/help-center', key: 'drawerHelpCenter' },
] as const;

/**
 * The side drawer of small screens, on the browser's own modal <dialog>: it keeps the focus
 * inside, and Escape, the close button, the backdrop or a followed link close it. Loaded on first
 * use, so it costs the first page nothing.
 */
export default function MobileDrawer({ open, onClose, account }: Props) {
  const t = useT(headerMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own key
    <dialog
      ref={dialog}
      className="header__drawer"
      aria-label={t('drawerTitle')}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself, not its body, is what a click on the backdrop hits.
        if (event.target === event.currentTarget) onClose();
        else if ((event.target as Element).closest('a')) onClose();
      }}
    >
      <div className="header__drawer-body">
        <div className="header__drawer-top">
          <span className="header__logo header__logo--small" aria-hidden="true">
            Haat
          </span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('closeMenu')}>
            <CloseIcon />
          </button>
        </div>
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
                <Link to="/manageaccount">{t('drawerMyAccount')}</Link>
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
                <Link to="/auth">{t('drawerLogin')}</Link>
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
      </div>
    </dialog>
  );
}
