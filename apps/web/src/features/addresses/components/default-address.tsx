import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useAddresses } from '../api';
import { addressMessages } from '../messages';
import { AddressDetails } from './address-card';
import '../addresses.css';

/**
 * The shopper's default address for a summary card, such as the dashboard's Address Book; with
 * none saved, a link to add one.
 */
export function DefaultAddress() {
  const t = useT(addressMessages);
  const addresses = useAddresses();
  if (addresses.data) {
    const chosen = addresses.data.find((address) => address.isDefault) ?? addresses.data[0];
    return chosen ? (
      <div className="address-summary">
        <p className="address-summary__caption">{t('defaultAddress')}</p>
        <AddressDetails address={chosen} />
      </div>
    ) : (
      <p className="address-summary__none">
        {t('noDefault')}{' '}
        <Link to={PATHS.addresses} className="address-summary__link">
          {t('addAddress')}
        </Link>
      </p>
    );
  }
  if (addresses.isError) {
    return (
      <p className="state state--error" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  return <p className="state">{t('loading')}</p>;
}
