import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { parseId } from '../../../contract/validation/values';
import { isNetworkFailure, messageOf } from '../../api/http';
import { deleteItem, getItem } from '../../api/items';
import { useReferenceRecord } from '../../hooks/useReferenceRecord';
import { removeReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDayMonth } from '../../ui/format';
import { StockAdjustmentTable } from '../../ui/StockAdjustmentTable';
import { useStockAdjustments } from '../../hooks/useStockAdjustments';
import { alertDaysText } from './item-form';
import { ItemEditDialog } from './ItemEditDialog';
import { ItemImage } from './ItemImage';
import { ItemSitesPanel } from './ItemSitesPanel';
import { ItemStockPanel } from './ItemStockPanel';
import './items.css';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';

export function ItemDetailPage() {
  const t = useT();
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { record, loading, notFound, error, replace } = useReferenceRecord('items', id, getItem);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  // Stable, so the open dialog does not re-run its focus effect on every render.
  const closeEdit = useCallback(() => setEditing(false), []);
  const cancelDelete = useCallback(() => setDeleting(false), []);
  const adjustments = useStockAdjustments(id ?? undefined);

  // A cached copy stays on screen offline; only a load with nothing to show is reported, and
  // offline the banner says so instead of an alert (DESIGN.md: alerts are for failures online).
  const failed = !loading && !record && (notFound || (error !== null && !isNetworkFailure(error)));
  useEffect(() => {
    if (!failed) return;
    showAlert(messageOf(error, FALLBACK.itemLoad));
    if (notFound) void navigate(ROUTES.items);
  }, [failed, error, notFound, navigate]);

  if (loading) return <div className="loading-text">{t('items.loadingDetails')}</div>;
  if (!record) {
    return (
      <section>
        <BackButton to={ROUTES.items} />
        <div className="empty-state">{messageOf(error, FALLBACK.itemLoad)}</div>
      </section>
    );
  }

  async function remove() {
    if (!record || busy) return;
    setBusy(true);
    try {
      await deleteItem(record.itemId);
      await removeReferenceRow('items', record.itemId);
      showAlert(SUCCESS.itemDeleted);
      void navigate(ROUTES.items);
    } catch (reason) {
      showAlert(messageOf(reason, FALLBACK.delete));
      setDeleting(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <BackButton to={ROUTES.items} />
      <div className="card item-detail">
        <ItemImage url={record.url} name={record.name} />
        <div>
          <h2>{record.name}</h2>
          <dl className="detail-list">
            <dt>{t('items.itemId')}</dt>
            <dd>{record.itemId}</dd>
            <dt>{t('items.category')}</dt>
            <dd>{record.categoryName || '-'}</dd>
            <dt>{t('items.itemArea')}</dt>
            <dd>{record.itemAreaName || '-'}</dd>
            <dt>{t('items.unit')}</dt>
            <dd>{record.unit || '-'}</dd>
            <dt>{t('items.alertDays')}</dt>
            <dd>{alertDaysText(record.alertDaysBeforeExpiry)}</dd>
            <dt>{t('items.barcode')}</dt>
            <dd>{record.barcode || '-'}</dd>
            <dt>{t('items.created')}</dt>
            <dd>{formatDayMonth(record.createdDate)}</dd>
            <dt>{t('items.updated')}</dt>
            <dd>{formatDayMonth(record.updatedDate)}</dd>
          </dl>
          <div className="form-actions">
            <Button aria-haspopup="dialog" onClick={() => setEditing(true)}>
              {t('items.edit')}
            </Button>
            <Link className="btn btn-secondary" to={`${ROUTES.itemLabels}?ids=${record.itemId}`}>
              {t('items.printLabel')}
            </Link>
            <Button variant="danger" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
              {t('items.delete')}
            </Button>
          </div>
        </div>
      </div>
      <ItemStockPanel itemId={record.itemId} unit={record.unit} />
      <ItemSitesPanel itemId={record.itemId} unit={record.unit} />
      {adjustments && adjustments.adjustments.length > 0 ? (
        <section className="adjustments-panel" aria-labelledby="item-adjustments-title">
          <h2 id="item-adjustments-title" className="panel-title">
            {t('items.stockAdjustments')}
          </h2>
          <StockAdjustmentTable adjustments={adjustments.adjustments} />
        </section>
      ) : null}
      {editing ? (
        <ItemEditDialog
          item={record}
          onClose={closeEdit}
          onSaved={(saved) => {
            replace(saved);
            setEditing(false);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('items.deleteTitle')}
          message={t('items.deleteConfirm', { name: record.name })}
          confirmLabel={t('items.delete')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={cancelDelete}
        />
      ) : null}
    </section>
  );
}
