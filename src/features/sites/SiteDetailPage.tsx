import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { parseId } from '../../../contract/validation/values';
import { messageOf } from '../../api/http';
import { deleteSite, updateSite } from '../../api/sites';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { showAlert } from '../../lib/alert';
import { ROUTES } from '../../lib/routes';
import { syncSites } from '../../offline/sites-copy';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailFrame } from '../../ui/DetailFrame';
import { TextAreaField, TextField } from '../../ui/Field';
import { formatDayMonth } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';
import { SITE_TEXT } from './texts';
import { useSite } from './useSite';

interface SiteEdit {
  name: string;
  address: string;
}

/**
 * Site Detail: name, address, created and updated; Edit (a modal) and Delete (a confirmation).
 * A site that holds stock or records is refused by the server (409): its message is shown.
 */
export function SiteDetailPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { site, loading, error, notFound, replace } = useSite(id);
  const [editing, setEditing] = useState<SiteEdit | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { busy, run } = useSubmitOnce();

  if (loading) return <div className="loading-text">{SITE_TEXT.loadingDetail}</div>;
  if (!site || id === null) {
    const message = notFound ? SITE_TEXT.notFound : messageOf(error, SITE_TEXT.loadFailed);
    return <div className="empty-state">{message}</div>;
  }

  const save = (edited: SiteEdit) =>
    run(async () => {
      try {
        replace(await updateSite(id, edited));
        await syncSites().catch(() => undefined);
        setEditing(null);
        showAlert(SITE_TEXT.updated);
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.update));
      }
    });

  const destroy = () =>
    run(async () => {
      try {
        await deleteSite(id);
        await syncSites().catch(() => undefined);
        showAlert(SITE_TEXT.deleted);
        void navigate(ROUTES.sites);
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.delete));
        setDeleting(false);
      }
    });

  return (
    <DetailFrame
      backTo={ROUTES.sites}
      title={site.Name}
      fields={[
        { label: SITE_TEXT.address, value: site.Address || '—' },
        { label: 'Created', value: formatDayMonth(site.CreatedAt) },
        { label: 'Updated', value: formatDayMonth(site.UpdatedAt) },
      ]}
      onEdit={() => setEditing({ name: site.Name, address: site.Address ?? '' })}
      onDelete={() => setDeleting(true)}
    >
      {editing ? (
        <FormDialog
          title={SITE_TEXT.editTitle}
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
            label={SITE_TEXT.address}
            value={editing.address}
            onChange={(event) => setEditing({ ...editing, address: event.target.value })}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={SITE_TEXT.deleteTitle}
          message={SITE_TEXT.deleteQuestion(site.Name)}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void destroy()}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </DetailFrame>
  );
}
