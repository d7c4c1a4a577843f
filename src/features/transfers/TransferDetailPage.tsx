import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MAIN_SITE_ID, TRANSFER_ENDPOINTS } from '../../../contract/paths';
import { canAccess } from '../../../contract/roles';
import type { Transfer } from '../../../contract/schemas/transfers';
import { parseId } from '../../../contract/validation/values';
import { getTransfer } from '../../api/transfers';
import { useSession } from '../../hooks/SessionContext';
import { useCachedList } from '../../hooks/useCachedList';
import { useCurrency } from '../../hooks/useCurrency';
import { useOutboxEntries } from '../../hooks/useOutboxEntries';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useReferenceList } from '../../hooks/useReferenceList';
import { useListReload } from '../../hooks/useServerList';
import { useSites } from '../../hooks/useSites';
import { formatMoney } from '../../lib/money';
import { routeWithId, ROUTES } from '../../lib/routes';
import { recordPageKey } from '../../offline/list-pages';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { Badge } from '../../ui/Badge';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { ReceiveDialog } from './ReceiveDialog';
import { useT } from '../../i18n';
import { transferDetailText } from './texts';
import { TransferLinesTable } from './TransferLinesTable';
import {
  canCancelTransfer,
  canReceiveTransfer,
  transferStatusText,
  transferStatusTone,
} from './transfer-status';
import './transfers.css';

/**
 * Transfer Detail: its ends, status and note, the lines with their lots, Receive (at the
 * destination) and Cancel (at the source) while in transit. Read from the device's copy, which
 * device sync keeps for the transfers in transit to the chosen site, so it opens offline.
 */
export function TransferDetailPage() {
  const t = transferDetailText(useT());
  const id = parseId(useParams().id) ?? 0;
  const [version, setVersion] = useState(0);
  const reload = version + useListReload('transfers');
  const load = useCallback(() => getTransfer(id), [id]);
  const transfer = useCachedList(recordPageKey('transfers', id), load, t.failed, reload);

  if (transfer.data === null) {
    return (
      <section>
        <BackButton to={ROUTES.transfers} label={t.back} />
        <NoData
          loading={transfer.loading}
          unsavedOffline={transfer.unsavedOffline}
          loadingText={t.loading}
          emptyText={t.failed}
        />
      </section>
    );
  }
  return <TransferDetail transfer={transfer.data} onChanged={() => setVersion((n) => n + 1)} />;
}

function TransferDetail({ transfer, onChanged }: { transfer: Transfer; onChanged: () => void }) {
  const t = transferDetailText(useT());
  const id = transfer.TransferId;
  const { session } = useSession();
  const currency = useCurrency();
  const money = canAccess(session?.roleName, 'Valuation') ? { currency } : undefined;
  const siteId = useSites().siteId ?? MAIN_SITE_ID;
  const items = useReferenceList('items');
  const [dialog, setDialog] = useState<'receive' | 'cancel' | null>(null);
  const back = () => routeWithId(ROUTES.transferDetail, id);
  const receive = useOutboxSubmit({
    success: t.receivedDone,
    fallback: t.receiveFailed,
    sentPath: back,
  });
  const cancel = useOutboxSubmit({
    success: t.cancelledDone,
    fallback: t.cancelFailed,
    sentPath: back,
  });
  // This transfer's receipt or cancellation made on this device and not yet accepted.
  const receipts = useOutboxEntries('transfer-receive').filter(
    (entry) => entry.path === TRANSFER_ENDPOINTS.transferAction(id, 'receive'),
  );
  const cancels = useOutboxEntries('transfer-cancel').filter(
    (entry) => entry.path === TRANSFER_ENDPOINTS.transferAction(id, 'cancel'),
  );
  const waiting = [...receipts, ...cancels].find((entry) => entry.status !== 'failed');
  const inTransit = transfer.Status === 'in_transit' && !waiting;

  const facts: { label: string; value: string }[] = [
    { label: t.from, value: transfer.FromSite.Name },
    { label: t.to, value: transfer.ToSite.Name },
    { label: t.sent, value: `${formatDate(transfer.SentAt)} · ${transfer.SentBy}` },
    ...(transfer.ReceivedAt
      ? [
          {
            label: t.received,
            value: `${formatDate(transfer.ReceivedAt)} · ${transfer.ReceivedBy ?? ''}`,
          },
        ]
      : []),
    ...(transfer.CancelledAt
      ? [
          {
            label: t.cancelled,
            value: `${formatDate(transfer.CancelledAt)} · ${transfer.CancelledBy ?? ''}: ${transfer.CancelReason ?? ''}`,
          },
        ]
      : []),
    ...(transfer.Note ? [{ label: t.note, value: transfer.Note }] : []),
    ...(money && transfer.Value !== null
      ? [{ label: t.value, value: formatMoney(transfer.Value, currency) }]
      : []),
  ];

  return (
    <section className="transfer-detail">
      <BackButton to={ROUTES.transfers} label={t.back} />
      <article className="card transfer-sheet">
        <header className="transfer-sheet-head">
          <h2 className="transfer-number">{transfer.TransferNumber}</h2>
          <Badge tone={transferStatusTone(transfer.Status)}>
            {transferStatusText(transfer.Status)}
          </Badge>
        </header>
        <dl className="detail-list transfer-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="transfer-fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <QueuedSubmissions entries={[...receipts, ...cancels]} editable={false} />
        {waiting ? (
          <p className="transfer-waiting" role="status">
            {waiting.kind === 'transfer-receive' ? t.waiting.receive : t.waiting.cancel}
          </p>
        ) : null}
        <TransferLinesTable transfer={transfer} money={money} />
        {inTransit ? (
          <div className="form-actions transfer-actions">
            {canReceiveTransfer(transfer, siteId) ? (
              <Button aria-haspopup="dialog" onClick={() => setDialog('receive')}>
                {t.receive}
              </Button>
            ) : null}
            {canCancelTransfer(transfer, siteId) ? (
              <Button variant="danger" aria-haspopup="dialog" onClick={() => setDialog('cancel')}>
                {t.cancel}
              </Button>
            ) : null}
          </div>
        ) : null}
      </article>
      {dialog === 'receive' ? (
        <ReceiveDialog
          transfer={transfer}
          items={items.rows}
          busy={receive.busy}
          money={money}
          onCancel={() => setDialog(null)}
          onConfirm={(plan) =>
            void receive
              .submit(
                outboxSubmission(
                  'transfer-receive',
                  plan.body,
                  t.receiveSummary(transfer.TransferNumber, plan.losses.length > 0),
                  id,
                ),
              )
              .then(() => {
                setDialog(null);
                onChanged();
              })
          }
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ReasonDialog
          texts={{
            title: t.cancelTitle,
            reason: t.reason,
            placeholder: t.reasonPlaceholder,
            required: t.reasonRequired,
            save: t.confirmCancel,
          }}
          busy={cancel.busy}
          onCancel={() => setDialog(null)}
          onSave={(reason) =>
            void cancel
              .submit(
                outboxSubmission(
                  'transfer-cancel',
                  { reason },
                  t.cancelSummary(transfer.TransferNumber, reason),
                  id,
                ),
              )
              .then(() => {
                setDialog(null);
                onChanged();
              })
          }
        >
          <p className="transfer-hint">{t.cancelHint}</p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
