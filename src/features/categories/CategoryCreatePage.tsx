import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { createCategory } from '../../api/categories';
import { messageOf } from '../../api/http';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { saveReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../ui/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';

/** Spec 2.14 and 5: both fields marked required, native validation off, no client check. */
export function CategoryCreatePage() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const { busy, run } = useSubmitOnce();
  const navigate = useNavigate();

  const submit = () =>
    run(async () => {
      try {
        const created = await createCategory({ name, description });
        // The server has it now: a failed cache write must not report the add as failed.
        await saveReferenceRow('categories', created).catch(() => undefined);
        showAlert(SUCCESS.categoryAdded);
        void navigate('/categories');
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.categoryAdd));
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
          label="Category Name"
          placeholder="Enter Category Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label="Description"
          placeholder="Enter Category Description"
          required
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Category'}
          </Button>
        </div>
      </form>
    </section>
  );
}
