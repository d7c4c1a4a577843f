import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { saveReferenceRow, type ReferenceRows } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../BackButton';
import { Button } from '../Button';
import { TextAreaField, TextField } from '../Field';
import type { NamedRecordTexts } from './named-record-texts';
import { useT } from '../../i18n';

export type NamedRecordKind = 'categories' | 'departments';

export interface NamedRecordCreateFormProps<K extends NamedRecordKind> {
  texts: NamedRecordTexts;
  kind: K;
  create: (body: { name: string; description: string }) => Promise<ReferenceRows[K]>;
}

/**
 * Spec 2.14 / 2.15: both fields marked required, native validation off and no client check
 * (the server decides); 'Adding...' while sending and a second submit ignored.
 */
export function NamedRecordCreateForm<K extends NamedRecordKind>({
  texts,
  kind,
  create,
}: NamedRecordCreateFormProps<K>) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const { busy, run } = useSubmitOnce();
  const t = useT();
  const navigate = useNavigate();

  const submit = () =>
    run(async () => {
      try {
        const created = await create({ name, description });
        // The server has it now: a failed cache write must not report the add as failed.
        await saveReferenceRow(kind, created).catch(() => undefined);
        showAlert(texts.added);
        void navigate(texts.listPath);
      } catch (error) {
        showAlert(messageOf(error, texts.addFailed));
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
          label={t(texts.nameLabel)}
          placeholder={t(texts.namePlaceholder)}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label={t('ui.description')}
          placeholder={t(texts.descriptionPlaceholder)}
          required
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('ui.adding') : t(texts.submitLabel)}
          </Button>
        </div>
      </form>
    </section>
  );
}
