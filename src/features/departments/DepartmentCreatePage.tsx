import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { createDepartment } from '../../api/departments';
import { messageOf } from '../../api/http';
import { saveReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../ui/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';

export function DepartmentCreatePage() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const navigate = useNavigate();

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const created = await createDepartment({ name, description });
      await saveReferenceRow('departments', created);
      showAlert(SUCCESS.departmentAdded);
      void navigate('/departments');
    } catch (error) {
      showAlert(messageOf(error, FALLBACK.departmentAdd));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
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
