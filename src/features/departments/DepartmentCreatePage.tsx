import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { createDepartment } from '../../api/departments';
import { messageOf } from '../../api/http';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { saveReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../ui/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';

/** Spec 2.15 and 5: name and description marked required, with no client check. */
export function DepartmentCreatePage() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const { busy, run } = useSubmitOnce();
  const navigate = useNavigate();

  const submit = () =>
    run(async () => {
      try {
        const created = await createDepartment({ name, description });
        // The server has it now: a failed cache write must not report the add as failed.
        await saveReferenceRow('departments', created).catch(() => undefined);
        showAlert(SUCCESS.departmentAdded);
        void navigate('/departments');
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.departmentAdd));
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
          label="Department Name"
          placeholder="Enter Department Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label="Description"
          placeholder="Enter Department Description"
          required
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Department'}
          </Button>
        </div>
      </form>
    </section>
  );
}
