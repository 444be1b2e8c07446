import type { Profile } from '@haat/contracts';
import { type ReactNode, useState } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { VerifyPhone } from '../../risk';
import { useProfile } from '../api';
import { EmailNotices } from './email-notices';
import { accountMessages } from './messages';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** My Profile: the profile as it is, and the form that changes it. */
export function ProfileSection({ userId }: { userId: string }) {
  const t = useT(accountMessages);
  const profile = useProfile(userId);
  const [editing, setEditing] = useState(false);

  let body: ReactNode;
  if (profile.isError) {
    body = (
      <div className="state state--error" role="alert">
        <p>{t('profileLoadFailed')}</p>
        <button type="button" className="button button--outline" onClick={() => profile.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  } else if (!profile.data) {
    body = <p className="state">{t('loading')}</p>;
  } else if (editing) {
    body = <ProfileForm profile={profile.data} userId={userId} onClose={() => setEditing(false)} />;
  } else {
    body = (
      <ProfileView
        profile={profile.data}
        // The mirror from local storage shows at once; editing and verifying wait for the server's copy.
        canEdit={!profile.isPlaceholderData}
        onEdit={() => setEditing(true)}
      />
    );
  }

  return (
    <>
      <h1 className="account__title">{t(editing ? 'editProfileTitle' : 'profileTitle')}</h1>
      {profile.data && !profile.isPlaceholderData ? <EmailNotices profile={profile.data} /> : null}
      <section className="account-card" aria-label={t('profileTitle')}>
        {body}
      </section>
      <SignOutEverywhere />
    </>
  );
}

function ProfileView({
  profile,
  canEdit,
  onEdit,
}: {
  profile: Profile;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const format = useFormat();
  const t = useT(accountMessages);
  const birthday = profile.birthday
    ? format.date(`${profile.birthday}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
    : '';
  const rows = [
    ['fullName', profile.name],
    ['email', profile.email],
    ['phone', profile.phone],
    ['birthday', birthday],
    ['gender', profile.gender ? t(profile.gender) : ''],
    ['smsUpdatesLabel', t(profile.sms_updates ? 'smsUpdatesAll' : 'smsUpdatesNeeded')],
  ] as const;
  return (
    <>
      <dl className="account-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="account-profile__row">
            <dt>{t(label)}</dt>
            <dd className={value ? undefined : 'account-profile__empty'}>
              {value || t('notSet')}
              {label === 'phone' && value && canEdit ? (
                <>
                  {' '}
                  <VerifyPhone phone={value} verified={profile.phone_verified} />
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button--primary" onClick={onEdit} disabled={!canEdit}>
        {t('editProfile')}
      </button>
    </>
  );
}
