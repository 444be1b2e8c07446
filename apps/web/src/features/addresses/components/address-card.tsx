import type { SavedAddress } from '@haat/contracts';
import { ADDRESS_TYPE_OF_LABEL } from '@haat/contracts';
import { ADDRESS_LABELS } from '@haat/contracts/constants';
import { useT } from '../../../lib/i18n';
import { addressMessages } from '../messages';

/** The label a saved address was given (HOME or OFFICE), or none for the other type. */
export const labelOfType = (type: SavedAddress['type']) =>
  ADDRESS_LABELS.find((label) => ADDRESS_TYPE_OF_LABEL[label] === type);

/** Where an address is, in one line: its postcode ("province - city - zone"), or its city. */
export const placeLine = (address: SavedAddress) => address.postalCode || address.city;

/**
 * One saved address as the address book shows it (purchase spec section 3): name, label tag,
 * default mark, address, postcode or city, phone.
 */
export function AddressDetails({
  address,
  headingLevel = 3,
}: {
  address: SavedAddress;
  headingLevel?: 3 | 4;
}) {
  const t = useT(addressMessages);
  const label = labelOfType(address.type);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="address-details">
      <div className="address-details__head">
        <Heading className="address-details__name">{address.fullName}</Heading>
        {label ? <span className="address-tag">{t(label)}</span> : null}
        {address.isDefault ? (
          <span className="address-tag address-tag--default" title={t('defaultAddress')}>
            {t('defaultMark')}
          </span>
        ) : null}
      </div>
      <p className="address-details__line">{address.address}</p>
      {address.landmark ? (
        <p className="address-details__line address-details__muted">{address.landmark}</p>
      ) : null}
      <p className="address-details__line address-details__muted">{placeLine(address)}</p>
      <p className="address-details__line">
        <span className="visually-hidden">{t('phoneShort')}: </span>
        {address.phone}
      </p>
    </div>
  );
}
