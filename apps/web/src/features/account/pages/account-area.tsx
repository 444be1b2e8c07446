import type { AccountSection } from '@haat/contracts/pages';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { RequireSession, signOut, useSession } from '../../../lib/session';
import { useProfile } from '../api';
import { AccountShell } from '../components/account-shell';
import { accountMessages } from '../components/messages';
import '../components/account.css';

type Props = { section: AccountSection; children: ReactNode };

/**
 * The account area, for signed-in shoppers only: the shell (sidebar or slide-in menu) around one
 * section (purchase spec section 2). The section's page loads inside the shell, which stays.
 */
export default function AccountArea({ section, children }: Props) {
  const t = useT(accountMessages);
  const { pathname } = useLocation();
  const loading = (
    <main id="main" tabIndex={-1} className="page account__loading">
      {t('loading')}
    </main>
  );
  return (
    <RequireSession loading={loading}>
      <SignedInArea section={section} onSignOut={() => signOut(pathname)}>
        <Suspense fallback={<p className="state">{t('loading')}</p>}>{children}</Suspense>
      </SignedInArea>
    </RequireSession>
  );
}

type AreaProps = Props & { onSignOut: () => void };

function SignedInArea(props: AreaProps) {
  const { user } = useSession();
  // RequireSession lets only a signed-in shopper through.
  return user ? <AreaOf userId={user.id} name={user.name} {...props} /> : null;
}

function AreaOf({
  userId,
  name,
  section,
  onSignOut,
  children,
}: AreaProps & { userId: string; name: string }) {
  const profile = useProfile(userId);
  const { user } = useSession();
  // The badge follows the server's profile once it has answered; the session's copy stands in until then.
  const verified = profile.data?.verified_email ?? user?.verifiedEmail ?? false;
  return (
    <AccountShell section={section} name={name} verified={verified} onSignOut={onSignOut}>
      {children}
    </AccountShell>
  );
}
