import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { ShieldIcon } from '../../../ui/icons';
import type { AccountSection } from './account-shell';
import { accountMessages } from './messages';

type Props = { section: AccountSection; name: string; onSignOut: () => void };

/** The sections that exist so far, each at its place under /manageaccount. */
const SECTIONS = [
  { section: 'dashboard', to: '/manageaccount', key: 'dashboard' },
  { section: 'profile', to: '/manageaccount/profile', key: 'myProfile' },
] as const;

/** The greeting, the Verified Account badge, the sections and Sign Out. */
export function AccountMenu({ section, name, onSignOut }: Props) {
  const t = useT(accountMessages);
  return (
    <div className="account-menu">
      <div className="account-menu__who">
        <span className="account-menu__avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="account-menu__hello">
          <p className="account-menu__greeting">{t('greeting', { name })}</p>
          <p className="account-menu__badge">
            <ShieldIcon />
            {t('verifiedAccount')}
          </p>
        </div>
      </div>
      <nav aria-label={t('menuTitle')}>
        <ul className="account-menu__links">
          {SECTIONS.map((entry) => (
            <li key={entry.section}>
              <Link to={entry.to} aria-current={entry.section === section ? 'page' : undefined}>
                {t(entry.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="button button--outline account-menu__sign-out" onClick={onSignOut}>
        {t('signOut')}
      </button>
    </div>
  );
}
