import { MOBILE_BREAKPOINT_PX } from '@haat/contracts/constants';
import type { AccountSection } from '@haat/contracts/pages';
import { type ReactNode, useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/hooks';
import { useT } from '../../../lib/i18n';
import { MenuIcon } from '../../../ui/icons';
import { AccountDrawer } from './account-drawer';
import { AccountMenu, SectionTitle } from './account-menu';
import { accountMessages } from './messages';

type Props = {
  section: AccountSection;
  name: string;
  verified: boolean;
  onSignOut: () => void;
  children: ReactNode;
};

/**
 * The frame of every account section: the account menu as a sidebar on wide screens, and on phones
 * (below 768 px) as a slide-in opened by a button.
 */
export function AccountShell({ section, name, verified, onSignOut, children }: Props) {
  const t = useT(accountMessages);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);

  const menu = <AccountMenu section={section} name={name} verified={verified} onSignOut={onSignOut} />;

  return (
    <main id="main" tabIndex={-1} className="page account">
      <SectionTitle section={section} />
      {wide ? (
        <aside className="account__sidebar">{menu}</aside>
      ) : (
        <div className="account__bar">
          <button
            type="button"
            className="button button--outline account__menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            {t('openMenu')}
          </button>
          <AccountDrawer open={menuOpen} onClose={() => setMenuOpen(false)}>
            {menu}
          </AccountDrawer>
        </div>
      )}
      <div className="account__content">{children}</div>
    </main>
  );
}
