export { AddressForm, type AddressFormProps } from './AddressForm.tsx';
export { AddressDialog, type AddressDialogProps } from './AddressDialog.tsx';
export {
  addressLines,
  emptyAddress,
  fieldMessagesWithin,
  pageSprache,
  REQUIRED_ADDRESS_FIELDS,
  type AddressFormField,
} from './address-fields.ts';
export { initialMode, type AddressDialogMode, type AddressDialogUser } from './dialog-mode.ts';
