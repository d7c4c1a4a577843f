import { TextAreaField, TextField } from '../../ui/Field';
import type { SupplierDraft } from './supplier-form';

export interface SupplierFormFieldsProps {
  draft: SupplierDraft;
  onChange: (draft: SupplierDraft) => void;
  phoneError: string | null;
}

/** The four supplier fields, shared by the create form and the edit dialog. */
export function SupplierFormFields({ draft, onChange, phoneError }: SupplierFormFieldsProps) {
  return (
    <>
      <TextField
        label="Supplier Name"
        placeholder="Enter Supplier Name"
        required
        autoComplete="organization"
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        placeholder="Enter Email"
        required
        autoComplete="email"
        value={draft.email}
        onChange={(event) => onChange({ ...draft, email: event.target.value })}
      />
      <TextField
        label="Phone Number"
        type="tel"
        placeholder="Enter Phone Number"
        autoComplete="tel"
        error={phoneError}
        value={draft.phoneNumber}
        onChange={(event) => onChange({ ...draft, phoneNumber: event.target.value })}
      />
      <TextAreaField
        label="Address"
        placeholder="Enter Address"
        autoComplete="street-address"
        value={draft.address}
        onChange={(event) => onChange({ ...draft, address: event.target.value })}
      />
    </>
  );
}
