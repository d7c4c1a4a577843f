import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslateMessage } from '../i18n';

interface FieldFrameProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

/** Label, control and message: every input has a visible label (touch, screen readers). */
function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const message = useTranslateMessage();
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id, error ? messageId : undefined)}
      {hint && !error ? <div className="field-hint">{hint}</div> : null}
      {error ? (
        <div id={messageId} className="field-error" role="alert">
          {message(error)}
        </div>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <input
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  ...input
}: { label: string; error?: string | null } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error}>
      {(id, describedBy) => (
        <textarea
          id={id}
          className="input textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  options,
  placeholder,
  ...select
}: {
  label: string;
  error?: string | null;
  options: readonly SelectOption[];
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error}>
      {(id, describedBy) => (
        <select
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
