import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { parseId } from '../../../contract/validation/values';
import { messageOf } from '../../api/http';
import { useReferenceDetail } from '../../hooks/useReferenceDetail';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { removeReferenceRow, type ReferenceRows } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { ConfirmDialog } from '../ConfirmDialog';
import { DetailFrame } from '../DetailFrame';
import { TextAreaField, TextField } from '../Field';
import { formatDayMonth } from '../format';
import { FormDialog } from '../FormDialog';
import type { NamedRecordKind } from './NamedRecordCreateForm';
import type { NamedRecordTexts } from './named-record-texts';
import { useT } from '../../i18n';

interface NameAndDescription {
  name: string;
  description: string;
}

export interface NamedRecordDetailProps<K extends NamedRecordKind> {
  texts: NamedRecordTexts;
  kind: K;
  load: (id: number) => Promise<ReferenceRows[K]>;
  /**
   * The spec's category PUT sends the whole edited object; the department PUT name and
   * description. `id` is the URL's: the spec's category detail answer carries no id.
   */
  update: (
    id: number,
    record: ReferenceRows[K],
    edited: NameAndDescription,
  ) => Promise<ReferenceRows[K]>;
  remove: (id: number) => Promise<void>;
}

/**
 * Spec 2.14 / 2.15 detail: Back, the name as a heading, Description, Created and Updated; an
 * Edit modal (Name, Description, Save, Cancel; no client check) and a Delete confirmation.
 */
export function NamedRecordDetail<K extends NamedRecordKind>({
  texts,
  kind,
  load,
  update,
  remove,
}: NamedRecordDetailProps<K>) {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { record, loading, notFound, error, replace } = useReferenceDetail(kind, id, load, {
    notFound: texts.notFound,
    loadFailed: texts.loadFailed,
    listPath: texts.listPath,
  });
  const [editing, setEditing] = useState<NameAndDescription | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { busy, run } = useSubmitOnce();
  const t = useT();

  if (loading) return <div className="loading-text">{t(texts.loadingDetail)}</div>;
  if (!record || id === null) {
    return notFound ? null : (
      <div className="empty-state">{messageOf(error, texts.loadFailed)}</div>
    );
  }

  const save = (edited: NameAndDescription) =>
    run(async () => {
      try {
        replace(await update(id, record, edited));
        setEditing(null);
        showAlert(texts.updated);
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.update));
      }
    });

  const destroy = () =>
    run(async () => {
      try {
        await remove(id);
        await removeReferenceRow(kind, id).catch(() => undefined);
        showAlert(texts.deleted);
        void navigate(texts.listPath);
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.delete));
        setDeleting(false);
      }
    });

  return (
    <DetailFrame
      backTo={texts.listPath}
      title={record.name}
      fields={[
        { label: t('ui.description'), value: record.description || '—' },
        { label: t('ui.created'), value: formatDayMonth(record.createdDate) },
        { label: t('ui.updated'), value: formatDayMonth(record.updatedDate) },
      ]}
      onEdit={() => setEditing({ name: record.name, description: record.description })}
      onDelete={() => setDeleting(true)}
    >
      {editing ? (
        <FormDialog
          title={t(texts.editTitle)}
          busy={busy}
          onSave={() => void save(editing)}
          onCancel={() => setEditing(null)}
        >
          <TextField
            label={t('ui.name')}
            value={editing.name}
            onChange={(event) => setEditing({ ...editing, name: event.target.value })}
          />
          <TextAreaField
            label={t('ui.description')}
            value={editing.description}
            onChange={(event) => setEditing({ ...editing, description: event.target.value })}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t(texts.deleteTitle)}
          message={t('ui.confirmDelete', { name: record.name })}
          confirmLabel={t('ui.delete')}
          busy={busy}
          onConfirm={() => void destroy()}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </DetailFrame>
  );
}
