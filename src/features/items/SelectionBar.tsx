import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { selectionCountText } from './item-selection';

export interface SelectionBarProps {
  count: number;
  /** The labels page for the selected items. */
  labelsPath: string;
  onClear: () => void;
}

/**
 * The items list's selection: how many, clear, and print their labels. The live region is
 * always there (empty when nothing is selected) so each change of the count is announced;
 * the bar floats at the foot of the screen while the list scrolls (items.css).
 */
export function SelectionBar({ count, labelsPath, onClear }: SelectionBarProps) {
  const t = useT();
  return (
    <div className="selection-bar-slot" aria-live="polite">
      {count > 0 ? (
        <div className="selection-bar" role="group" aria-label={t('items.selectedItems')}>
          <span className="selection-count">{selectionCountText(count)}</span>
          {/* 'Clear' alone on a phone, so the bar keeps to one row; the name stays whole (set
              outright: name computations differ on the space before a hidden span). */}
          <Button variant="secondary" aria-label={t('items.clearSelection')} onClick={onClear}>
            {t('items.clear')}
            <span className="selection-clear-more">{t('items.clearSelectionMore')}</span>
          </Button>
          <Link className="btn btn-primary" to={labelsPath}>
            {t('items.printLabels')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
