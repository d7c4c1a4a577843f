import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { messageOf } from '../../api/http';
import { createSupplier } from '../../api/suppliers';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { saveReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { EMPTY_SUPPLIER, prepareSupplier, type SupplierDraft } from './supplier-form';
import { SupplierFormFields } from './SupplierFormFields';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';

/** Spec 2.13 and 5. Native validation stays on: name and email are marked required. */
export function SupplierCreatePage() {
  const [draft, setDraft] = useState<SupplierDraft>(EMPTY_SUPPLIER);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { busy, run } = useSubmitOnce();
  const t = useT();
  const navigate = useNavigate();

  const submit = () =>
    run(async () => {
      const check = prepareSupplier(draft);
      if (!check.ok) {
        setPhoneError(check.phoneError);
        return;
      }
      setPhoneError(null);
      try {
        const created = await createSupplier(check.body);
        // The server has it now: a failed cache write must not report the add as failed.
        await saveReferenceRow('suppliers', created).catch(() => undefined);
        showAlert(SUCCESS.supplierAdded);
        void navigate(ROUTES.suppliers);
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.supplierAdd));
      }
    });

  return (
    <section>
      <BackButton />
      <form
        className="card form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SupplierFormFields
          draft={draft}
          phoneError={phoneError}
          onChange={(next) => {
            if (next.phoneNumber !== draft.phoneNumber) setPhoneError(null);
            setDraft(next);
          }}
        />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('ui.adding') : t('routes.addSupplier')}
          </Button>
        </div>
      </form>
    </section>
  );
}
