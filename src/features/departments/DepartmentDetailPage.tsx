import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { parseId } from '../../../contract/validation/values';
import { deleteDepartment, getDepartment, updateDepartment } from '../../api/departments';
import { messageOf } from '../../api/http';
import { useReferenceRecord } from '../../hooks/useReferenceRecord';
import { removeReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../ui/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextAreaField, TextField } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { Modal } from '../../ui/Modal';

export function DepartmentDetailPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { record, loading, notFound, error, replace } = useReferenceRecord(
    'departments',
    id,
    getDepartment,
  );
  const [editing, setEditing] = useState<{ name: string; description: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (notFound) {
      showAlert(FALLBACK.departmentNotFound);
      void navigate('/departments');
    }
  }, [notFound, navigate]);

  if (loading) return <div className="loading-text">Loading department details...</div>;
  if (!record)
    return <div className="empty-state">{messageOf(error, FALLBACK.departmentNotFound)}</div>;

  async function save() {
    if (!editing || !record) return;
    setBusy(true);
    try {
      replace(await updateDepartment(record.DepartmentId, editing));
      setEditing(null);
      showAlert(SUCCESS.departmentUpdated);
    } catch (reason) {
      showAlert(messageOf(reason, FALLBACK.update));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!record) return;
    setBusy(true);
    try {
      await deleteDepartment(record.DepartmentId);
      await removeReferenceRow('departments', record.DepartmentId);
      showAlert(SUCCESS.departmentDeleted);
      void navigate('/departments');
    } catch (reason) {
      showAlert(messageOf(reason, FALLBACK.delete));
      setDeleting(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <BackButton to="/departments" label="Back" />
      <div className="card">
        <h2>{record.name}</h2>
        <dl className="detail-list">
          <dt>Description</dt>
          <dd>{record.description || '—'}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(record.createdDate)}</dd>
          <dt>Updated</dt>
          <dd>{formatDateTime(record.updatedDate)}</dd>
        </dl>
        <div className="form-actions">
          <Button
            onClick={() => setEditing({ name: record.name, description: record.description })}
          >
            Edit
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </div>
      {editing ? (
        <Modal
          title="Edit Department"
          onClose={() => setEditing(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button onClick={() => void save()} disabled={busy}>
                Save
              </Button>
            </>
          }
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
        </Modal>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Department"
          message={`Are you sure you want to delete ${record.name}?`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </section>
  );
}
