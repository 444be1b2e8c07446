import type { SavedAddress } from '@haat/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Modal } from '../../../ui/modal';
import { checkoutMessages } from '../messages';

type Props = {
  open: boolean;
  addresses: readonly SavedAddress[];
  /** The saved addresses could not be read: the list says so rather than that there are none. */
  failed: boolean;
  chosenId: string | undefined;
  onConfirm: (addressId: string) => void;
  onClose: () => void;
  onAdd: () => void;
  onEdit: (address: SavedAddress) => void;
};

/**
 * The pickup point modal (purchase spec section 2): the saved addresses as a table of name,
 * address, city and phone, one chosen with a radio; CANCEL leaves the choice as it was.
 */
export function PickupModal({ open, addresses, failed, chosenId, onConfirm, onClose, onAdd, onEdit }: Props) {
  const t = useT(checkoutMessages);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('pickupModalTitle')}
      closeLabel={t('close')}
      className="pickup-modal"
    >
      <PickupChoice
        addresses={addresses}
        failed={failed}
        chosenId={chosenId}
        onConfirm={onConfirm}
        onClose={onClose}
        onAdd={onAdd}
        onEdit={onEdit}
      />
    </Modal>
  );
}

function PickupChoice({
  addresses,
  failed,
  chosenId,
  onConfirm,
  onClose,
  onAdd,
  onEdit,
}: Omit<Props, 'open'>) {
  const t = useT(checkoutMessages);
  // The choice in the modal is a draft until CONFIRM.
  const [draft, setDraft] = useState(chosenId ?? addresses[0]?._id);
  return (
    <form
      className="pickup-modal__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft) onConfirm(draft);
      }}
    >
      {failed && addresses.length === 0 ? (
        <p className="state state--error" role="alert">
          {t('savedPointsFailed')}
        </p>
      ) : addresses.length === 0 ? (
        <p className="state">{t('noSavedPoints')}</p>
      ) : (
        <div className="pickup-modal__scroll">
          <table className="pickup-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('choosePickup')}</span>
                </th>
                <th scope="col">{t('pickupName')}</th>
                <th scope="col">{t('pickupAddress')}</th>
                <th scope="col">{t('pickupCity')}</th>
                <th scope="col">{t('pickupPhone')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('editPickup')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {addresses.map((address) => (
                <tr key={address._id} className={address._id === draft ? 'pickup-table__chosen' : undefined}>
                  <td>
                    <input
                      type="radio"
                      name="pickup-point"
                      value={address._id}
                      checked={address._id === draft}
                      onChange={() => setDraft(address._id)}
                      aria-label={t('pickupChoose', { name: address.fullName, city: address.city })}
                    />
                  </td>
                  <td data-label={t('pickupName')}>{address.fullName}</td>
                  <td data-label={t('pickupAddress')}>
                    {address.address}, {address.zone}
                  </td>
                  <td data-label={t('pickupCity')}>{address.city}</td>
                  <td data-label={t('pickupPhone')}>{address.phone}</td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => onEdit(address)}
                      aria-label={t('editPickupLabel', { name: address.fullName })}
                    >
                      {t('editPickup')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="pickup-modal__actions">
        <button type="button" className="button button--outline pickup-modal__add" onClick={onAdd}>
          {t('addNewAddress')}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={!draft}>
          {t('confirm')}
        </button>
      </div>
    </form>
  );
}
