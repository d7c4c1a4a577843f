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
import { useSite } from './useSite';
import { useT, useTranslateMessage } from '../../i18n';

interface SiteEdit {
  name: string;
  address: string;
}

/**
 * Site Detail: name, address, created and updated; Edit (a modal) and Delete (a confirmation).
 * A site that holds stock or records is refused by the server (409): its message is shown.
 */
export function SiteDetailPage() {
  const t = useT();
  const translateMessage = useTranslateMessage();
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { site, loading, error, notFound, replace } = useSite(id);
  const [editing, setEditing] = useState<SiteEdit | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { busy, run } = useSubmitOnce();

  if (loading) return <div className="loading-text">{t('sites.loadingDetail')}</div>;
  if (!site || id === null) {
    const message = notFound ? t('sites.notFound') : messageOf(error, t('sites.loadFailed'));
    return <div className="empty-state">{translateMessage(message)}</div>;
  }

  const save = (edited: SiteEdit) =>
    run(async () => {
      try {
        replace(await updateSite(id, edited));
        await syncSites().catch(() => undefined);
        setEditing(null);
        showAlert(t('sites.updated'));
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.update));
      }
    });

  const destroy = () =>
    run(async () => {
      try {
        await deleteSite(id);
        await syncSites().catch(() => undefined);
        showAlert(t('sites.deleted'));
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
        { label: t('sites.address'), value: site.Address || '—' },
        { label: t('ui.created'), value: formatDayMonth(site.CreatedAt) },
        { label: t('ui.updated'), value: formatDayMonth(site.UpdatedAt) },
      ]}
      onEdit={() => setEditing({ name: site.Name, address: site.Address ?? '' })}
      onDelete={() => setDeleting(true)}
    >
      {editing ? (
        <FormDialog
          title={t('sites.editTitle')}
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
            label={t('sites.address')}
            value={editing.address}
            onChange={(event) => setEditing({ ...editing, address: event.target.value })}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('sites.deleteTitle')}
          message={t('ui.confirmDelete', { name: site.Name })}
          confirmLabel={t('ui.delete')}
          busy={busy}
          onConfirm={() => void destroy()}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </DetailFrame>
  );
}
