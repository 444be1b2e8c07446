import type { ReactNode } from 'react';
import { useT } from '../../../../lib/i18n';
import { Modal } from '../../../../ui/modal';
import { listingMessages } from './messages';

type Props = {
  open: boolean;
  onClose: () => void;
  onClearAll: () => void;
  /** What the listing finds with the filters as they are, such as "48 products". */
  resultLabel: string;
  children: ReactNode;
};

/**
 * The filters on a phone: a panel that slides in from the left over the page. Choices apply at
 * once; the button at the foot shows how many products they find and closes the panel.
 */
export function FilterDrawer({ open, onClose, onClearAll, resultLabel, children }: Props) {
  const t = useT(listingMessages);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('filters')}
      closeLabel={t('closeFilters')}
      className="filter-drawer"
    >
      <div className="filter-drawer__content">{children}</div>
      <div className="filter-drawer__footer">
        <button type="button" className="button button--outline" onClick={onClearAll}>
          {t('clearAll')}
        </button>
        <button type="button" className="button button--primary filter-drawer__show" onClick={onClose}>
          {resultLabel}
        </button>
      </div>
    </Modal>
  );
}
