import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { shareLink } from '../../../lib/share';
import { ShareIcon } from '../../../ui/icons';
import { infoMessages } from '../messages';

/** Shares the page's address: the phone's share sheet, else a copied link. */
export function ShareButton({ title }: { title: string }) {
  const t = useT(infoMessages);
  const [said, setSaid] = useState<string | null>(null);
  const share = async () => {
    const url = window.location.href;
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') setSaid(t('linkCopied'));
    else if (outcome === 'failed') setSaid(t('copyThisLink', { url }));
  };
  return (
    <span className="info-share">
      <button type="button" className="button button--outline" onClick={share}>
        <ShareIcon />
        {t('share')}
      </button>
      <span role="status" className="info-share__status">
        {said}
      </span>
    </span>
  );
}
