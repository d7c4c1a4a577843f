import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { Supplier } from '../../../contract/schemas/reference';
import { parseId } from '../../../contract/validation/values';
import { messageOf } from '../../api/http';
import { deleteSupplier, getSupplier } from '../../api/suppliers';
import { useReferenceDetail } from '../../hooks/useReferenceDetail';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { removeReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailFrame } from '../../ui/DetailFrame';
import { formatDayMonth } from '../../ui/format';
import { SupplierEditDialog } from './SupplierEditDialog';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';

const LIST = ROUTES.suppliers;

export function SupplierDetailPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { record, loading, notFound, error, replace } = useReferenceDetail(
    'suppliers',
    id,
    getSupplier,
    { notFound: FALLBACK.supplierNotFound, loadFailed: FALLBACK.suppliersLoad, listPath: LIST },
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { busy, run } = useSubmitOnce();
  const t = useT();

  if (loading) return <div className="loading-text">{t('suppliers.loadingDetail')}</div>;
  if (!record) {
    return notFound ? null : (
      <div className="empty-state">{messageOf(error, FALLBACK.suppliersLoad)}</div>
    );
  }

  const remove = (supplier: Supplier) =>
    run(async () => {
      try {
        await deleteSupplier(supplier.SupplierId);
        await removeReferenceRow('suppliers', supplier.SupplierId).catch(() => undefined);
        showAlert(SUCCESS.supplierDeleted);
        void navigate(LIST);
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.delete));
        setDeleting(false);
      }
    });

  return (
    <DetailFrame
      backTo={LIST}
      title={record.name}
      fields={[
        { label: t('suppliers.email'), value: record.email },
        { label: t('suppliers.phone'), value: record.phoneNumber },
        { label: t('suppliers.address'), value: record.address || '—' },
        { label: t('ui.created'), value: formatDayMonth(record.createdDate) },
        { label: t('ui.updated'), value: formatDayMonth(record.updatedDate) },
      ]}
      onEdit={() => setEditing(true)}
      onDelete={() => setDeleting(true)}
    >
      {editing ? (
        <SupplierEditDialog
          supplier={record}
          onSaved={(saved) => {
            replace(saved);
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('suppliers.delete')}
          message={t('ui.confirmDelete', { name: record.name })}
          confirmLabel={t('ui.delete')}
          busy={busy}
          onConfirm={() => void remove(record)}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </DetailFrame>
  );
}
