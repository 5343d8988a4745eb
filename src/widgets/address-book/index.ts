export { AddressBook, type AddressBookProps } from './AddressBook.tsx';
