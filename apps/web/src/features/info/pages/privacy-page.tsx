import { useT } from '../../../lib/i18n';
import { LegalPage } from '../components/legal-page';
import { SUPPORT_CONTACT } from '../contact';
import { privacyMessages } from '../messages/privacy';

export default function PrivacyPage() {
  const t = useT(privacyMessages);
  return (
    <LegalPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      contentsLabel={t('contents')}
      sections={[
        { id: 'what-we-keep', title: t('keepTitle'), paragraphs: [t('keep1'), t('keep2'), t('keep3')] },
        { id: 'why', title: t('whyTitle'), paragraphs: [t('why1')] },
        { id: 'sharing', title: t('shareTitle'), paragraphs: [t('share1')] },
        { id: 'your-browser', title: t('browserTitle'), paragraphs: [t('browser1')] },
        { id: 'how-long', title: t('howLongTitle'), paragraphs: [t('howLong1')] },
        { id: 'your-choices', title: t('rightsTitle'), paragraphs: [t('rights1', SUPPORT_CONTACT)] },
        { id: 'contact', title: t('contactTitle'), paragraphs: [t('contact1', SUPPORT_CONTACT)] },
      ]}
    />
  );
}
