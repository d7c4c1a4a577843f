import { useState } from 'react';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { Supplier } from '../../../contract/schemas/reference';
import { messageOf } from '../../api/http';
import { updateSupplier } from '../../api/suppliers';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { showAlert } from '../../lib/alert';
import { FormDialog } from '../../ui/FormDialog';
import { draftOf, prepareSupplier } from './supplier-form';
import { SupplierFormFields } from './SupplierFormFields';
import { useT } from '../../i18n';

export interface SupplierEditDialogProps {
  supplier: Supplier;
  onSaved: (supplier: Supplier) => void;
  onClose: () => void;
}

/** Edit Supplier: the create form's fields and phone rule; Save sends the PUT. */
export function SupplierEditDialog({ supplier, onSaved, onClose }: SupplierEditDialogProps) {
  const [draft, setDraft] = useState(() => draftOf(supplier));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { busy, run } = useSubmitOnce();
  const t = useT();

  const save = () =>
    run(async () => {
      const check = prepareSupplier(draft);
      if (!check.ok) {
        setPhoneError(check.phoneError);
        return;
      }
      try {
        onSaved(await updateSupplier(supplier, check.body));
        showAlert(SUCCESS.supplierUpdated);
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.update));
      }
    });

  return (
    <FormDialog
      title={t('suppliers.edit')}
      busy={busy}
      validate
      onSave={() => void save()}
      onCancel={onClose}
    >
      <SupplierFormFields
        draft={draft}
        phoneError={phoneError}
        onChange={(next) => {
          if (next.phoneNumber !== draft.phoneNumber) setPhoneError(null);
          setDraft(next);
        }}
      />
    </FormDialog>
  );
}
