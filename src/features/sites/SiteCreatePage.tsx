import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { createSite } from '../../api/sites';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { showAlert } from '../../lib/alert';
import { ROUTES } from '../../lib/routes';
import { syncSites } from '../../offline/sites-copy';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';
import { useT } from '../../i18n';

/** Add Site: a name (required, the server decides) and an address; no client check. */
export function SiteCreatePage() {
  const t = useT();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const { busy, run } = useSubmitOnce();
  const navigate = useNavigate();

  const submit = () =>
    run(async () => {
      try {
        await createSite({ name, address });
        // The device's sites (the header's control) follow; a failure there is not the add's.
        await syncSites().catch(() => undefined);
        showAlert(t('sites.added'));
        void navigate(ROUTES.sites);
      } catch (error) {
        showAlert(messageOf(error, t('sites.addFailed')));
      }
    });

  return (
    <section>
      <BackButton />
      <form
        className="card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('sites.name')}
          placeholder={t('sites.namePlaceholder')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label={t('sites.address')}
          placeholder={t('sites.addressPlaceholder')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('ui.adding') : t('routes.addSite')}
          </Button>
        </div>
      </form>
    </section>
  );
}
