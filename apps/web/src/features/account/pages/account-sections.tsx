import { useShopperId } from '../../../lib/session';
import { Dashboard } from '../components/dashboard';
import { ProfileSection } from '../components/profile-section';

/** The dashboard section of the account area (the area lets only a signed-in shopper in). */
export function DashboardPage() {
  const userId = useShopperId();
  return userId ? <Dashboard userId={userId} /> : null;
}

/** The profile section of the account area. */
export function ProfilePage() {
  const userId = useShopperId();
  return userId ? <ProfileSection userId={userId} /> : null;
}
