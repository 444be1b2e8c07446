import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { useHeroImage, useSetHeroImage } from '../catalogue-api';
import { Outcome, PictureInput } from '../controls';
import { adminMessages } from '../messages';

/** /admin/storefront: what the home page shows that is not a product, today its hero picture. */
export default function StorefrontPage() {
  const t = useT(adminMessages);
  const titleId = useId();
  const hero = useHeroImage();
  const upload = useSetHeroImage();
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="admin-storefront-title">
      <PageTitle page={t('storefrontTitle')} />
      <h1 id="admin-storefront-title" className="admin__title">
        {t('storefrontTitle')}
      </h1>
      <section className="admin-card" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('heroTitle')}</h2>
        <p className="admin-order__facts">{t('heroHint')}</p>
        <QueryState query={hero} error={t('loadFailed')}>
          {(image) =>
            image ? <img className="admin-hero" src={image} alt={t('heroCurrent')} /> : <p>{t('heroNone')}</p>
          }
        </QueryState>
        <PictureInput
          label={t('heroChoose')}
          busy={upload.isPending}
          onFile={(file) => {
            setDone(false);
            upload.mutate(file, { onSuccess: () => setDone(true) });
          }}
        />
        <Outcome done={done ? t('heroSet') : ''} error={upload.error} />
      </section>
    </section>
  );
}
