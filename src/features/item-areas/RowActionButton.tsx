import { Button } from '../../ui/Button';

/** Pencil and bin outlines, drawn inline so they work offline. */
const PATHS = {
  edit: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z',
  delete: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6',
} as const;

export interface RowActionButtonProps {
  action: keyof typeof PATHS;
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
      title={label}
      onClick={(event) => {
        // The row itself is not a link, but keep the click from reaching any row handler.
        event.stopPropagation();
        onClick();
      }}
    >
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={PATHS[action]} />
      </svg>
    </Button>
  );
}
