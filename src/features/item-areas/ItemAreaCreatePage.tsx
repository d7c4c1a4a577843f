import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { messageOf } from '../../api/http';
import { createItemArea } from '../../api/item-areas';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { saveReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { speedClassOptions } from './speed-class';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';

/** Spec 2.16: name and speed class (one of Slow, Medium, Fast: the select allows no other). */
export function ItemAreaCreatePage() {
  const [name, setName] = useState('');
  const [speedClass, setSpeedClass] = useState('');
  const { busy, run } = useSubmitOnce();
  const t = useT();
  const navigate = useNavigate();

  const submit = () =>
    run(async () => {
      try {
        const created = await createItemArea({ name: name.trim(), speedClass });
        // The server has it now: a failed cache write must not report the add as failed.
        await saveReferenceRow('itemAreas', created).catch(() => undefined);
        showAlert(SUCCESS.itemAreaAdded);
        void navigate(ROUTES.itemAreas);
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.itemAreaAdd));
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
        <TextField
          label={t('itemAreas.name')}
          placeholder={t('itemAreas.namePlaceholder')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label={t('itemAreas.speedClass')}
          placeholder={t('itemAreas.speedClassPlaceholder')}
          required
          options={speedClassOptions(t)}
          value={speedClass}
          onChange={(event) => setSpeedClass(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('ui.adding') : t('routes.addItemArea')}
          </Button>
        </div>
      </form>
    </section>
  );
}
