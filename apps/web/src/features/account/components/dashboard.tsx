import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { DefaultAddress } from '../../addresses';
import { useProfile } from '../api';
import { EmailNotices } from './email-notices';
import { accountMessages } from './messages';
import { RecentOrders } from './recent-orders';

/** The account area's default section: who the shopper is, and their latest orders. */
export function Dashboard({ userId }: { userId: string }) {
  const t = useT(accountMessages);
  return (
    <>
      <h1 className="account__title">{t('dashboardTitle')}</h1>
      <DashboardNotices userId={userId} />
      <ProfileSummary userId={userId} />
      <AddressBookSummary />
      <RecentOrders userId={userId} />
    </>
  );
}

function DashboardNotices({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  // The stored copy may be old: notices wait for the server's word.
  return profile.data && !profile.isPlaceholderData ? <EmailNotices profile={profile.data} /> : null;
}

function AddressBookSummary() {
  const t = useT(accountMessages);
  return (
    <section className="account-card" aria-labelledby="account-address-title">
      <div className="account-card__head">
        <h2 id="account-address-title" className="account-card__title">
          {t('addressBook')}
        </h2>
        <Link to={PATHS.addresses} className="account-card__action" aria-describedby="account-address-title">
          {t('edit')}
        </Link>
      </div>
      <DefaultAddress />
    </section>
  );
}

function ProfileSummary({ userId }: { userId: string }) {
  const t = useT(accountMessages);
  const profile = useProfile(userId);
  return (
    <section className="account-card" aria-labelledby="account-summary-title">
      <div className="account-card__head">
        <h2 id="account-summary-title" className="account-card__title">
          {t('personalProfile')}
        </h2>
        <Link to={PATHS.accountProfile} className="account-card__action">
          {t('edit')}
        </Link>
      </div>
      {profile.data ? (
        <ul className="account-summary">
          <li className="account-summary__name">{profile.data.name}</li>
          <li>{profile.data.email}</li>
          {profile.data.phone ? <li>{profile.data.phone}</li> : null}
        </ul>
      ) : profile.isError ? (
        <p className="state state--error" role="alert">
          {t('profileLoadFailed')}
        </p>
      ) : (
        <p className="state">{t('loading')}</p>
      )}
    </section>
  );
}
