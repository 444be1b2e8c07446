import type { SavedAddress } from '@haat/contracts';
import { MAX_ADDRESSES_PER_SHOPPER } from '@haat/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useRefusal } from '../../../lib/refusals';
import { QueryState } from '../../../ui/query-state';
import { inputOf, useAddresses, useSaveAddress } from '../api';
import { addressMessages } from '../messages';
import { AddressDetails } from './address-card';
import { AddressForm } from './address-form';
import { DeleteAddressDialog } from './delete-address-dialog';
import '../addresses.css';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { VerifyPhone } from '../../risk';

/** What the address book shows: the list, or the form for a new address or for one saved. */
type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

/**
 * The address book (purchase spec section 2): the saved addresses with Edit, Delete and Make
 * default, and the address form in their place to add or edit one.
 */
export function AddressBook() {
  const t = useT(addressMessages);
  const refusal = useRefusal();
  const id = useId();
  const addresses = useAddresses();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Where the focus goes when the list shows again: the button that opened the form, or the title.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const makeDefault = useSaveAddress();

  useEffect(() => {
    if (focusAfter === null || view.kind !== 'list') return;
    const target = focusAfter ? document.getElementById(focusAfter) : null;
    (target ?? title.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, view]);

  const addId = `${id}-add`;
  const editId = (address: SavedAddress) => `${id}-edit-${address._id}`;
  const backToList = (focusId: string) => {
    setView({ kind: 'list' });
    setFocusAfter(focusId);
  };

  const count = addresses.data?.length ?? 0;
  const full = count >= MAX_ADDRESSES_PER_SHOPPER;

  return (
    <div className="address-book">
      <div className="address-book__head">
        <h1 ref={title} tabIndex={-1} className="address-book__title">
          {t('title')}
        </h1>
        {view.kind === 'list' ? (
          <button
            id={addId}
            type="button"
            className="button button--primary address-book__add"
            disabled={full}
            onClick={() => {
              setNotice(null);
              makeDefault.reset();
              setView({ kind: 'add' });
            }}
          >
            <span aria-hidden="true">+</span> {t('addNew')}
          </button>
        ) : null}
      </div>

      {view.kind === 'list' ? (
        <>
          <p className="address-book__intro">{t('intro')}</p>
          {full ? (
            <p className="address-book__note">{t('limitReached', { max: MAX_ADDRESSES_PER_SHOPPER })}</p>
          ) : null}
          <p className="address-book__notice" role="status">
            {notice}
          </p>
          {makeDefault.isError ? (
            <ErrorBanner>{t('makeDefaultFailed', { message: refusal(makeDefault.error) })}</ErrorBanner>
          ) : null}
          <QueryState
            query={addresses}
            error={t('loadFailed')}
            isEmpty={(list) => list.length === 0}
            empty={
              <div className="address-book__empty">
                <p className="address-book__empty-title">{t('empty')}</p>
                <p>{t('emptyHint')}</p>
              </div>
            }
          >
            {(list) => (
              <ul className="address-book__list" aria-label={t('listLabel')}>
                {list.map((address) => {
                  const where = { name: address.fullName, address: address.address };
                  const settingDefault = makeDefault.isPending && makeDefault.variables?.id === address._id;
                  return (
                    <li
                      key={address._id}
                      className={`address-card${address.isDefault ? ' address-card--default' : ''}`}
                    >
                      <AddressDetails address={address} />
                      <VerifyPhone phone={address.phone} verified={address.phoneVerified} />
                      <div className="address-card__actions">
                        <button
                          id={editId(address)}
                          type="button"
                          className="address-card__action"
                          aria-label={t('editLabel', where)}
                          onClick={() => {
                            setNotice(null);
                            makeDefault.reset();
                            setView({ kind: 'edit', address });
                          }}
                        >
                          {t('edit')}
                        </button>
                        <button
                          type="button"
                          className="address-card__action address-card__action--danger"
                          aria-label={t('deleteLabel', where)}
                          onClick={() => {
                            setNotice(null);
                            setDeleting(address);
                          }}
                        >
                          {t('delete')}
                        </button>
                        {address.isDefault ? null : (
                          <button
                            type="button"
                            className="address-card__action"
                            aria-label={t('makeDefaultLabel', where)}
                            disabled={makeDefault.isPending}
                            onClick={() => {
                              setNotice(null);
                              makeDefault.mutate({
                                id: address._id,
                                input: { ...inputOf(address), isDefault: true },
                              });
                            }}
                          >
                            {settingDefault ? t('makingDefault') : t('makeDefault')}
                          </button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        </>
      ) : (
        <div className="address-book__form">
          <AddressForm
            key={view.kind === 'edit' ? view.address._id : 'new'}
            address={view.kind === 'edit' ? view.address : undefined}
            onSaved={() => backToList(view.kind === 'edit' ? editId(view.address) : addId)}
            onCancel={() => backToList(view.kind === 'edit' ? editId(view.address) : addId)}
          />
        </div>
      )}

      <DeleteAddressDialog
        address={deleting}
        onClose={(deleted) => {
          setDeleting(null);
          // A kept address gets the focus back on its Delete button (the dialog's own doing);
          // a deleted one's button is gone, so the title takes it.
          if (deleted) {
            setNotice(t('deleted'));
            setFocusAfter('');
          }
        }}
      />
    </div>
  );
}
