import { useLocation, useParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { RequireSession, signOut, useSession } from '../../../lib/session';
import { useProfile } from '../api';
import { type AccountSection, AccountShell } from '../components/account-shell';
import { Dashboard } from '../components/dashboard';
import { accountMessages } from '../components/messages';
import { ProfileSection } from '../components/profile-section';
import '../components/account.css';

/** The section a sub-path of the account area opens: /profile the profile, anything else the dashboard. */
const sectionOf = (subPath: string | undefined): AccountSection =>
  subPath?.split('/')[0] === 'profile' ? 'profile' : 'dashboard';

/**
 * The account area, for signed-in shoppers only. /manageaccount, /mangaeaccount and
 * /manage-account read the section from the rest of the path; /dashboard and /profile name it.
 */
export default function AccountPage({ section }: { section?: AccountSection }) {
  const t = useT(accountMessages);
  const { '*': subPath } = useParams();
  const { pathname } = useLocation();
  return (
    <RequireSession loading={<main className="page account__loading">{t('loading')}</main>}>
      <AccountArea section={section ?? sectionOf(subPath)} onSignOut={() => signOut(pathname)} />
    </RequireSession>
  );
}

function AccountArea({ section, onSignOut }: { section: AccountSection; onSignOut: () => void }) {
  const { user } = useSession();
  // RequireSession lets only a signed-in shopper through.
  if (!user) return null;
  return <SignedInArea section={section} userId={user.id} name={user.name} onSignOut={onSignOut} />;
}

type SignedInAreaProps = { section: AccountSection; userId: string; name: string; onSignOut: () => void };

function SignedInArea({ section, userId, name, onSignOut }: SignedInAreaProps) {
  const profile = useProfile(userId);
  const { user } = useSession();
  // The badge follows the server's profile once it has answered; the session's copy stands in until then.
  const verified = profile.data?.verified_email ?? user?.verifiedEmail ?? false;
  return (
    <AccountShell section={section} name={name} verified={verified} onSignOut={onSignOut}>
      {section === 'profile' ? <ProfileSection userId={userId} /> : <Dashboard userId={userId} />}
    </AccountShell>
  );
}
