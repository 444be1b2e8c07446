import { Link } from 'react-router';
import { PATHS } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { UserIcon } from '../../ui/icons';
import { Dropdown } from './dropdown';
import { accountMenuMessages } from './messages';

export type AccountStatus = 'loading' | 'signed-in' | 'signed-out';

export type AccountMenuProps = {
  status: AccountStatus;
  /** The signed-in shopper's name. */
  name?: string;
  onSignOut?: () => void;
};

/** The links of the MENU dropdown, in the spec's order. */
const MENU_LINKS = [
  { to: PATHS.orders, key: 'orders' },
  { to: PATHS.messages, key: 'messages' },
  { to: PATHS.cart, key: 'cart' },
  { to: PATHS.wishlist, key: 'favorites' },
  { to: PATHS.account, key: 'account' },
] as const;

/**
 * The top bar's sign-in control and MENU dropdown: "Loading..." while the session starts,
 * "Hi, {name}" when signed in, otherwise a SIGN IN link.
 */
export function AccountMenu({ status, name, onSignOut }: AccountMenuProps) {
  const t = useT(accountMenuMessages);
  return (
    <>
      {status === 'loading' ? (
        <span className="header__sign-in header__sign-in--loading" aria-live="polite">
          {t('loading')}
        </span>
      ) : status === 'signed-in' ? (
        <Link to={PATHS.account} className="header__sign-in">
          <UserIcon />
          {t('greeting', { name: name ?? '' })}
        </Link>
      ) : (
        <Link to={PATHS.auth} className="header__sign-in">
          <UserIcon />
          {t('signIn')}
        </Link>
      )}
      <Dropdown label={t('menu')} className="header__account-menu" align="end">
        <ul className="header__menu-list">
          {MENU_LINKS.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>{t(entry.key)}</Link>
            </li>
          ))}
          {status === 'signed-in' ? (
            <li>
              <button type="button" onClick={onSignOut} data-closes-dropdown>
                {t('signOut')}
              </button>
            </li>
          ) : null}
        </ul>
      </Dropdown>
    </>
  );
}
