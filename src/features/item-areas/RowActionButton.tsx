import { Icon } from '../../ui/Icon';
import { Button } from '../../ui/Button';

export interface RowActionButtonProps {
  action: 'edit' | 'delete';
  /** The accessible name, e.g. 'Edit Cold Room' (the button shows only an icon). */
  label: string;
  onClick: () => void;
}

/** An icon button of a table row: 44 px square (.icon-btn), named for screen readers. */
export function RowActionButton({ action, label, onClick }: RowActionButtonProps) {
  return (
    <Button
      variant="ghost"
      className={`icon-btn row-action row-action-${action}`}
      aria-label={label}
      aria-haspopup="dialog"
      title={label}
      onClick={(event) => {
        // The row itself is not a link, but keep the click from reaching any row handler.
        event.stopPropagation();
        onClick();
      }}
    >
      <Icon name={action} size={20} />
    </Button>
  );
}
