import type { AccountSection } from '@haat/contracts/pages';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { ShieldIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { accountMessages } from './messages';

type Props = { section: AccountSection; name: string; verified: boolean; onSignOut: () => void };

/** The sections of the account area, and the wishlist, which has a page of its own. */
const SECTIONS = [
  { section: 'dashboard', to: PATHS.account, key: 'dashboard' },
  { section: 'profile', to: PATHS.accountProfile, key: 'myProfile' },
  { section: 'addresses', to: PATHS.addresses, key: 'addressBook' },
  { section: 'orders', to: PATHS.orders, key: 'myOrders' },
  { section: 'cancellations', to: PATHS.cancellations, key: 'myCancellations' },
  { section: 'returns', to: PATHS.returns, key: 'myReturns' },
  { section: 'reviews', to: PATHS.reviews, key: 'myReviews' },
  { section: 'wishlist', to: PATHS.wishlist, key: 'myWishlist' },
] as const;

/** The browser tab's title of a section: its name in the menu. */
export function SectionTitle({ section }: { section: AccountSection }) {
  const t = useT(accountMessages);
  const entry = SECTIONS.find((candidate) => candidate.section === section);
  return <PageTitle page={entry ? t(entry.key) : t('menuTitle')} />;
}

/** The greeting, the Verified Account badge (once the email is verified), the sections and Sign Out. */
export function AccountMenu({ section, name, verified, onSignOut }: Props) {
  const t = useT(accountMessages);
  return (
    <div className="account-menu">
      <div className="account-menu__who">
        <span className="account-menu__avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="account-menu__hello">
          <p className="account-menu__greeting">{t('greeting', { name })}</p>
          {verified ? (
            <p className="account-menu__badge">
              <ShieldIcon />
              {t('verifiedAccount')}
            </p>
          ) : (
            <p className="account-menu__badge account-menu__badge--unverified">{t('unverifiedAccount')}</p>
          )}
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
