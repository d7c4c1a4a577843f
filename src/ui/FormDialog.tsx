import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { useT } from '../i18n';

export interface FormDialogProps {
  title: string;
  busy?: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** Native validation is off unless a screen asks for it (the spec's edit modals check nothing). */
  validate?: boolean;
  saveLabel?: string;
  children: ReactNode;
}

/**
 * An edit modal: its fields in a form (Enter saves), Cancel closes without saving, Save is
 * disabled while the request runs.
 */
export function FormDialog({
  title,
  busy,
  onSave,
  onCancel,
  validate = false,
  saveLabel,
  children,
}: FormDialogProps) {
  const t = useT();
  return (
    <Modal title={title} onClose={onCancel}>
      <form
        className="form"
        noValidate={!validate}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
        <div className="modal-footer">
          <Button variant="secondary" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {saveLabel ?? t('ui.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
