import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { FormDialog } from '../../../src/ui/FormDialog';
import { TextField } from '../../../src/ui/Field';

/** A page with an opener button and the dialog it opens. */
function ConfirmHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Dairy
      </button>
      {open ? (
        <ConfirmDialog
          title="Delete Category"
          message="Are you sure you want to delete Dairy?"
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function FormHarness() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Dairy');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      {open ? (
        <FormDialog
          title="Edit Category"
          onSave={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        >
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        </FormDialog>
      ) : null}
    </>
  );
}

describe('modal dialogs and the keyboard', () => {
  it('ConfirmDialog takes focus, keeps Tab inside and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness />);
    const opener = screen.getByRole('button', { name: 'Delete Dairy' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
    expect(dialog).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('FormDialog cycles through its field and buttons and returns focus after Save', async () => {
    const user = userEvent.setup();
    render(<FormHarness />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toHaveFocus();

    const seen: (Element | null)[] = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      seen.push(document.activeElement);
    }
    expect(seen).toEqual([
      screen.getByLabelText('Name'),
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Save' }),
      screen.getByLabelText('Name'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
