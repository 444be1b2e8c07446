import type { SavedAddress } from '@haat/contracts';
import { useT } from '../../../lib/i18n';
import { useRefusal } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Modal } from '../../../ui/modal';
import { useDeleteAddress } from '../api';
import { addressMessages } from '../messages';
import { AddressDetails } from './address-card';

type Props = {
  /** The address to delete; the dialog is open while there is one. */
  address: SavedAddress | null;
  /** `deleted` says whether the address is gone. */
  onClose: (deleted: boolean) => void;
};

/** Asks before deleting an address, and reads Deleting... while the server works (purchase spec section 2). */
export function DeleteAddressDialog({ address, onClose }: Props) {
  const t = useT(addressMessages);
  const refusal = useRefusal();
  const remove = useDeleteAddress();

  const close = () => {
    // The call is on its way: the dialog stays until it is answered.
    if (remove.isPending) return;
    remove.reset();
    onClose(false);
  };

  return (
    <Modal open={address !== null} onClose={close} title={t('deleteTitle')} closeLabel={t('close')}>
      {address ? (
        <div className="address-delete">
          <p className="address-delete__question">{t('deleteQuestion')}</p>
          <div className="address-delete__address">
            <AddressDetails address={address} />
          </div>
          {remove.isError ? (
            <ErrorBanner>{t('deleteFailed', { message: refusal(remove.error) })}</ErrorBanner>
          ) : null}
          <div className="address-delete__actions">
            <button
              type="button"
              className="button address-delete__confirm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(address._id, {
                  onSuccess: () => {
                    remove.reset();
                    onClose(true);
                  },
                })
              }
            >
              {remove.isPending ? t('deleting') : t('delete')}
            </button>
            <button
              type="button"
              className="button button--outline"
              onClick={close}
              disabled={remove.isPending}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
