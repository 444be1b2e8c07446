import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { SideDrawer } from '../../../ui/side-drawer';
import { accountMessages } from './messages';

type Props = { open: boolean; onClose: () => void; children: ReactNode };

/** The account menu's slide-in on phones. */
export function AccountDrawer({ open, onClose, children }: Props) {
  const t = useT(accountMessages);
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      label={t('openMenu')}
      closeLabel={t('closeMenu')}
      heading={<span className="account__drawer-title">{t('menuTitle')}</span>}
    >
      {children}
    </SideDrawer>
  );
}
