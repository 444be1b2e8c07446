import { AddressBook } from '../components/address-book';

/** /addresses: the address book, inside the account area (which lets only a signed-in shopper in). */
export default function AddressesPage() {
  return <AddressBook />;
}
