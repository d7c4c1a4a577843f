import { Fragment, type ReactNode } from 'react';
import { BackButton } from './BackButton';
import { Button } from './Button';
import { useT } from '../i18n';

export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface DetailFrameProps {
  /** The list the Back button returns to. */
  backTo: string;
  title: string;
  fields: readonly DetailField[];
  onEdit: () => void;
  onDelete: () => void;
  /** The edit and delete dialogs, rendered after the card. */
  children?: ReactNode;
}

/** A reference record's detail: Back, the name as a heading, its fields, Edit and Delete. */
export function DetailFrame({
  backTo,
  title,
  fields,
  onEdit,
  onDelete,
  children,
}: DetailFrameProps) {
  const t = useT();
  return (
    <section>
      <BackButton to={backTo} label={t('ui.back')} />
      <div className="card">
        <h2>{title}</h2>
        <dl className="detail-list">
          {fields.map((field) => (
            <Fragment key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </Fragment>
          ))}
        </dl>
        <div className="form-actions">
          <Button aria-haspopup="dialog" onClick={onEdit}>
            {t('ui.edit')}
          </Button>
          <Button variant="danger" aria-haspopup="dialog" onClick={onDelete}>
            {t('ui.delete')}
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}
