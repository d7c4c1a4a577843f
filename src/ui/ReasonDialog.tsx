import { useState, type ReactNode } from 'react';
import { TextAreaField } from './Field';
import { FormDialog } from './FormDialog';

export interface ReasonDialogTexts {
  title: string;
  reason: string;
  placeholder: string;
  /** Said when the reason is left blank. */
  required: string;
  save: string;
}

/** A cancellation that needs a reason (a purchase order, a transfer): blank is refused here. */
export function ReasonDialog({
  texts,
  busy,
  onSave,
  onCancel,
  children,
}: {
  texts: ReasonDialogTexts;
  busy: boolean;
  onSave: (reason: string) => void;
  onCancel: () => void;
  /** What the dialog says above the reason. */
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title={texts.title}
      busy={busy}
      saveLabel={texts.save}
      onCancel={onCancel}
      onSave={() => {
        if (reason.trim() === '') {
          setError(texts.required);
          return;
        }
        onSave(reason.trim());
      }}
    >
      {children}
      <TextAreaField
        label={texts.reason}
        placeholder={texts.placeholder}
        rows={3}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
