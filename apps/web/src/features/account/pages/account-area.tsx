import { Outlet, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { RequireSession, signOut, useSession } from '../../../lib/session';
import { useProfile } from '../api';
import { ACCOUNT_SECTIONS, type AccountSection, AccountShell } from '../components/account-shell';
import { accountMessages } from '../components/messages';
import '../components/account.css';

/**
 * The section a path opens: /orders and /manageaccount/orders both name the orders; the account
 * area's own paths (/manageaccount, /dashboard, an unknown sub-path) open the dashboard.
 */
function sectionOf(pathname: string): AccountSection {
  const named = pathname
    .split('/')
    .reverse()
    .find((part): part is AccountSection => (ACCOUNT_SECTIONS as readonly string[]).includes(part));
  return named ?? 'dashboard';
}

/**
 * The account area, for signed-in shoppers only: the shell (sidebar or slide-in menu) around the
 * section the route below it renders (purchase spec section 2).
 */
export default function AccountArea() {
  const t = useT(accountMessages);
  const { pathname } = useLocation();
  return (
    <RequireSession loading={<main className="page account__loading">{t('loading')}</main>}>
      <SignedInArea section={sectionOf(pathname)} onSignOut={() => signOut(pathname)} />
    </RequireSession>
  );
}

type AreaProps = { section: AccountSection; onSignOut: () => void };

function SignedInArea(props: AreaProps) {
  const { user } = useSession();
  // RequireSession lets only a signed-in shopper through.
  return user ? <AreaOf userId={user.id} name={user.name} {...props} /> : null;
}

function AreaOf({ userId, name, section, onSignOut }: AreaProps & { userId: string; name: string }) {
  const profile = useProfile(userId);
  const { user } = useSession();
  // The badge follows the server's profile once it has answered; the session's copy stands in until then.
  const verified = profile.data?.verified_email ?? user?.verifiedEmail ?? false;
  return (
    <AccountShell section={section} name={name} verified={verified} onSignOut={onSignOut}>
      <Outlet />
    </AccountShell>
  );
}
