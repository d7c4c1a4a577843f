import { TextAreaField, TextField } from '../../ui/Field';
import type { SupplierDraft } from './supplier-form';
import { useT } from '../../i18n';

export interface SupplierFormFieldsProps {
  draft: SupplierDraft;
  onChange: (draft: SupplierDraft) => void;
  phoneError: string | null;
}

/** The four supplier fields, shared by the create form and the edit dialog. */
export function SupplierFormFields({ draft, onChange, phoneError }: SupplierFormFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('suppliers.name')}
        placeholder={t('suppliers.namePlaceholder')}
        required
        autoComplete="organization"
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextField
        label={t('suppliers.email')}
        type="email"
        placeholder={t('suppliers.emailPlaceholder')}
        required
        autoComplete="email"
        value={draft.email}
        onChange={(event) => onChange({ ...draft, email: event.target.value })}
      />
      <TextField
        label={t('suppliers.phone')}
        type="tel"
        placeholder={t('suppliers.phonePlaceholder')}
        autoComplete="tel"
        error={phoneError}
        value={draft.phoneNumber}
        onChange={(event) => onChange({ ...draft, phoneNumber: event.target.value })}
      />
      <TextAreaField
        label={t('suppliers.address')}
        placeholder={t('suppliers.addressPlaceholder')}
        autoComplete="street-address"
        value={draft.address}
        onChange={(event) => onChange({ ...draft, address: event.target.value })}
      />
    </>
  );
}
