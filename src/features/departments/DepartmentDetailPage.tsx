import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { Department, DepartmentBody } from '../../../contract/schemas/reference';
import { parseId } from '../../../contract/validation/values';
import { deleteDepartment, getDepartment, updateDepartment } from '../../api/departments';
import { messageOf } from '../../api/http';
import { useReferenceDetail } from '../../hooks/useReferenceDetail';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { removeReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../ui/alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailFrame } from '../../ui/DetailFrame';
import { TextAreaField, TextField } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';

const LIST = '/departments';

export function DepartmentDetailPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  // The spec has no detail-load text for departments: the list's load fallback is reused.
  const { record, loading, notFound, error, replace } = useReferenceDetail(
    'departments',
    id,
    getDepartment,
    { notFound: FALLBACK.departmentNotFound, loadFailed: FALLBACK.departmentsLoad, listPath: LIST },
  );
  const [editing, setEditing] = useState<{ name: string; description: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { busy, run } = useSubmitOnce();

  if (loading) return <div className="loading-text">Loading department details...</div>;
  if (!record) {
    return notFound ? null : (
      <div className="empty-state">{messageOf(error, FALLBACK.departmentsLoad)}</div>
    );
  }

  const save = (department: Department, body: DepartmentBody) =>
    run(async () => {
      try {
        replace(await updateDepartment(department.DepartmentId, body));
        setEditing(null);
        showAlert(SUCCESS.departmentUpdated);
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.update));
      }
    });

  const remove = (department: Department) =>
    run(async () => {
      try {
        await deleteDepartment(department.DepartmentId);
        await removeReferenceRow('departments', department.DepartmentId).catch(() => undefined);
        showAlert(SUCCESS.departmentDeleted);
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
        { label: 'Description', value: record.description || '—' },
        { label: 'Created', value: formatDateTime(record.createdDate) },
        { label: 'Updated', value: formatDateTime(record.updatedDate) },
      ]}
      onEdit={() => setEditing({ name: record.name, description: record.description })}
      onDelete={() => setDeleting(true)}
    >
      {editing ? (
        <FormDialog
          title="Edit Department"
          busy={busy}
          onSave={() => void save(record, editing)}
          onCancel={() => setEditing(null)}
        >
          <TextField
            label="Name"
            value={editing.name}
            onChange={(event) => setEditing({ ...editing, name: event.target.value })}
          />
          <TextAreaField
            label="Description"
            value={editing.description}
            onChange={(event) => setEditing({ ...editing, description: event.target.value })}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Department"
          message={`Are you sure you want to delete ${record.name}?`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void remove(record)}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </DetailFrame>
  );
}
