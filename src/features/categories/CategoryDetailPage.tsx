import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { Category } from '../../../contract/schemas/reference';
import { parseId } from '../../../contract/validation/values';
import { deleteCategory, getCategory, updateCategory } from '../../api/categories';
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

const LIST = '/categories';

export function CategoryDetailPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { record, loading, notFound, error, replace } = useReferenceDetail(
    'categories',
    id,
    getCategory,
    {
      notFound: FALLBACK.categoryNotFound,
      loadFailed: FALLBACK.categoriesLoad,
      listPath: LIST,
    },
  );
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { busy, run } = useSubmitOnce();

  if (loading) return <div className="loading-text">Loading category details...</div>;
  if (!record) {
    return notFound ? null : (
      <div className="empty-state">{messageOf(error, FALLBACK.categoriesLoad)}</div>
    );
  }

  // Spec 2.14 and 5: no client check; the PUT body is the whole edited object.
  const save = (edited: Category) =>
    run(async () => {
      try {
        replace(await updateCategory(edited));
        setEditing(null);
        showAlert(SUCCESS.categoryUpdated);
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.update));
      }
    });

  const remove = (category: Category) =>
    run(async () => {
      try {
        await deleteCategory(category.CategoryId);
        await removeReferenceRow('categories', category.CategoryId).catch(() => undefined);
        showAlert(SUCCESS.categoryDeleted);
        void navigate(LIST);
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.delete));
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
      onEdit={() => setEditing(record)}
      onDelete={() => setDeleting(true)}
    >
      {editing ? (
        <FormDialog
          title="Edit Category"
          busy={busy}
          onSave={() => void save(editing)}
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
          title="Delete Category"
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
