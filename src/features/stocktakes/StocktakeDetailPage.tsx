import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { STOCKTAKE_TEXT } from '../../../contract/messages';
import { canAccess, canCloseStocktake } from '../../../contract/roles';
import type { StocktakeCount, StocktakeDetail } from '../../../contract/schemas/stocktakes';
import { parseId } from '../../../contract/validation/values';
import { getStocktake } from '../../api/stocktakes';
import { useSession } from '../../hooks/SessionContext';
import { useCachedList } from '../../hooks/useCachedList';
import { useOnlineStatus } from '../../hooks/useOnlineStatus';
import { useOutboxEntries } from '../../hooks/useOutboxEntries';
import { useReferenceList } from '../../hooks/useReferenceList';
import { useReloadOnSent } from '../../hooks/useReloadOnSent';
import { stocktakeKey } from '../../offline/device-sync/device-pages';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { formatDate } from '../../ui/format';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { CountForm } from './CountForm';
import { CountLinesTable } from './CountLinesTable';
import { StocktakeCloseActions } from './StocktakeCloseActions';
import { StocktakeStatusBadge } from './StocktakeStatusBadge';
import { mergeCountLines } from './stocktake-lines';
import { useStocktakeCounts, type CountOutcome } from './useStocktakeCounts';
import { formatMoneyChange } from '../../lib/money';
import { Badge } from '../../ui/Badge';
import { useCurrency } from '../../hooks/useCurrency';
import { varianceValueTotal } from './variance-value';
import { useT } from '../../i18n';
import './stocktakes.css';

interface LocalChanges {
  base: StocktakeDetail | null;
  sent: StocktakeCount[];
  gone: Set<number>;
}
const NO_CHANGES: LocalChanges = { base: null, sent: [], gone: new Set() };

/** Adds accepted changes to those since `base`'s load (scans may land in quick succession). */
function addChange(
  current: LocalChanges,
  base: StocktakeDetail,
  change: { sent?: StocktakeCount[]; gone?: number[] },
): LocalChanges {
  const since = current.base === base ? current : NO_CHANGES;
  return {
    base,
    sent: [...since.sent, ...(change.sent ?? [])],
    gone: new Set([...since.gone, ...(change.gone ?? [])]),
  };
}

/** Counts accepted since the last load, shown at once instead of waiting for the reload. */
function withSent(detail: StocktakeDetail, sent: readonly StocktakeCount[], gone: Set<number>) {
  return detail.lines.map((line) => {
    const known = new Set(line.Counts.map((count) => count.CountId));
    const extra = sent.filter((count) => count.ItemID === line.ItemID && !known.has(count.CountId));
    return {
      ...line,
      Counts: [...line.Counts, ...extra].filter((count) => !gone.has(count.CountId)),
    };
  });
}

/** Stocktake Detail, the count screen: count, see each line's variance, post or cancel. */
export function StocktakeDetailPage() {
  const t = useT();
  const id = parseId(useParams().id) ?? 0;
  const { session } = useSession();
  const online = useOnlineStatus();
  const currency = useCurrency();
  const [version, setVersion] = useState(0);
  const sentCounts = useReloadOnSent('stocktake-count');
  const sentDeletes = useReloadOnSent('stocktake-count-delete');
  const load = useCallback(() => getStocktake(id), [id]);
  // Another device's count: device sync hears its live event and rewrites this stocktake's
  // device copy, which this screen observes (useDeviceCopy), so no second request here.
  const detail = useCachedList(
    stocktakeKey(id),
    load,
    STOCKTAKE_TEXT.loadOneFailed,
    version + sentCounts + sentDeletes,
  );
  const counts = useOutboxEntries('stocktake-count');
  const deletes = useOutboxEntries('stocktake-count-delete');
  const items = useReferenceList('items');
  const areas = useReferenceList('itemAreas');
  // Changes accepted since `base` was loaded; a newer load already holds them.
  const [local, setLocal] = useState<LocalChanges>(NO_CHANGES);
  const { addCount, deleteCount, dropPending, sending } = useStocktakeCounts(
    id,
    STOCKTAKE_TEXT.countFailed,
  );

  const data = detail.data;
  const changes = local.base === data ? local : NO_CHANGES;
  const lines = useMemo(
    () =>
      data
        ? mergeCountLines(withSent(data, changes.sent, changes.gone), [...counts, ...deletes], id)
        : [],
    [data, changes, counts, deletes, id],
  );
  const areaItems = useMemo(() => {
    const inAreas = new Set(data?.ItemAreaIds ?? []);
    return items.rows.filter((item) => inAreas.has(item.itemAreaId));
  }, [items.rows, data?.ItemAreaIds]);

  if (!data) {
    return (
      <section>
        <BackButton />
        {detail.unsavedOffline ? (
          <NotSavedYet />
        ) : (
          <div className="loading-text">
            {t(detail.loading ? 'stocktakes.loadingOne' : 'stocktakes.notAvailable')}
          </div>
        )}
      </section>
    );
  }

  const loaded = data;
  // Money (design: Valuation): what posting changed, for roles with page Valuation.
  const money =
    data.Status === 'posted' && canAccess(session?.roleName, 'Valuation')
      ? { currency }
      : undefined;
  const value = money ? varianceValueTotal(data.lines) : null;
  const open = data.Status === 'open';
  const userName = session?.userName ?? '';
  const changing = data.lines.filter((line) => line.Variance !== null && line.Variance !== 0);
  const areaNames = data.ItemAreaIds.map(
    (areaId) =>
      areas.rows.find((area) => area.itemAreaId === areaId)?.name ??
      t('stocktakes.areaNumber', { id: String(areaId) }),
  ).join(', ');

  async function onCount(itemId: number, quantity: string, itemName: string) {
    const outcome: CountOutcome = await addCount(itemId, quantity, itemName);
    const count = outcome.state === 'sent' ? outcome.count : null;
    if (count) setLocal((current) => addChange(current, loaded, { sent: [count] }));
    return outcome;
  }

  async function onDeleteCount(countId: number, itemName: string) {
    const outcome = await deleteCount(countId, itemName);
    if (outcome.state === 'refused') showAlert(outcome.message);
    else setLocal((current) => addChange(current, loaded, { gone: [countId] }));
  }

  return (
    <section className="stocktake-detail">
      <BackButton />
      <header className="card stocktake-head">
        <div className="stocktake-title">
          <h2 className="panel-title">{data.Name}</h2>
          <StocktakeStatusBadge status={data.Status} />
        </div>
        <dl className="stocktake-facts">
          <div>
            <dt>{t('stocktakes.itemAreas')}</dt>
            <dd>{areaNames}</dd>
          </div>
          <div>
            <dt>{t('stocktakes.started')}</dt>
            <dd>
              {formatDate(data.CreatedAt)} · {data.CreatedBy}
            </dd>
          </div>
          {value ? (
            <div>
              <dt>{t('stocktakes.varianceValue')}</dt>
              <dd data-testid="variance-value-total">
                {value.total === null ? (
                  <Badge tone="warning">{t('stocktakes.unvalued')}</Badge>
                ) : (
                  formatMoneyChange(value.total, currency)
                )}
              </dd>
            </div>
          ) : null}
          {data.PostedAt ? (
            <div>
              <dt>
                {t(data.Status === 'posted' ? 'stocktakes.postedAt' : 'stocktakes.cancelledAt')}
              </dt>
              <dd>
                {formatDate(data.PostedAt)} · {data.PostedBy ?? ''}
              </dd>
            </div>
          ) : null}
        </dl>
        {open && canCloseStocktake(session?.roleName) ? (
          <StocktakeCloseActions
            stocktakeId={id}
            changing={changing.length}
            online={online}
            onClosed={() => setVersion((n) => n + 1)}
          />
        ) : null}
      </header>
      {open ? (
        <CountForm
          items={areaItems}
          itemsLoading={!items.settled}
          busy={sending}
          onCount={onCount}
        />
      ) : null}
      <CountLinesTable
        lines={lines}
        userName={userName}
        open={open}
        onDeleteCount={(countId, itemName) => void onDeleteCount(countId, itemName)}
        onDropPending={(entryId) => void dropPending(entryId)}
        money={money}
      />
    </section>
  );
}
