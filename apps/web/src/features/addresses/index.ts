/** What the rest of the app may use of the address book (the checkout's pickup points are these addresses). */
export { addressKeys, useAddresses } from './api';
export { AddressForm } from './components/address-form';
export { DefaultAddress } from './components/default-address';
