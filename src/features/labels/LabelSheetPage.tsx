import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchItems } from '../../lib/item-match';
import { useReferenceList } from '../../hooks/useReferenceList';
import { isUnsavedOffline } from '../../hooks/useLoadFailureAlert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { PAGE_CSS, type LabelLayout } from './barcode-symbology';
import { BarcodeLabel } from './BarcodeLabel';
import './labels.css';
import { LABELS_TEXT } from './texts';
import { useT } from '../../i18n';

/**
 * Labels one sheet draws at most: each is a canvas, and a whole catalogue (100,000 items, the
 * toolbar's 'Print labels' with no search) crashed a phone's tab. 500 are 21 A4 sheets.
 */
export const LABEL_SHEET_MAX = 500;

/**
 * Barcode labels of the items named by `?ids=1,2,3`, or of those the items list's `?search=`
 * shows (a URL stays short at 20,000 items), from the offline copy (works without a network),
 * printed through the browser's print dialog on A4 sheets or roll labels.
 */
export function LabelSheetPage() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const idsParam = params.get('ids');
  const search = params.get('search') ?? '';
  const layout: LabelLayout = params.get('layout') === 'roll' ? 'roll' : 'a4';
  const { rows, loading, error, savedAt } = useReferenceList('items');
  const matched = useMemo(() => {
    if (idsParam === null) return searchItems(rows, search);
    // In the order asked (the list's): the sheet reads like the selection it came from.
    const byId = new Map(rows.map((item) => [item.itemId, item]));
    return [...new Set(idsParam.split(',').map(Number))].flatMap((id) => byId.get(id) ?? []);
  }, [rows, idsParam, search]);
  const items = matched.length > LABEL_SHEET_MAX ? matched.slice(0, LABEL_SHEET_MAX) : matched;

  return (
    <section className="labels-page">
      <style>{PAGE_CSS[layout]}</style>
      <div className="toolbar labels-toolbar">
        <BackButton />
        <label className="labels-layout">
          {t('labels.layout')}
          <select
            className="input"
            value={layout}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('layout', event.target.value);
              setParams(next, { replace: true });
            }}
          >
            <option value="a4">{t('labels.a4')}</option>
            <option value="roll">{t('labels.roll')}</option>
          </select>
        </label>
        <span className="spacer" />
        <Button onClick={() => window.print()} disabled={items.length === 0}>
          {t('labels.print')}
        </Button>
      </div>
      {loading ? <div className="loading-text">{t('labels.loading')}</div> : null}
      {items.length < matched.length ? (
        <p className="labels-capped" role="status">
          {LABELS_TEXT.capped(items.length, matched.length)}
        </p>
      ) : null}
      {loading || items.length > 0 ? null : isUnsavedOffline(error, savedAt) ? (
        <NotSavedYet />
      ) : (
        <div className="empty-state">{t('labels.empty')}</div>
      )}
      <div className={`label-sheet label-sheet-${layout}`}>
        {items.map((item) => (
          <BarcodeLabel key={item.itemId} name={item.name} barcode={item.barcode} />
        ))}
      </div>
    </section>
  );
}
