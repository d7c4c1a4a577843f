import { useState } from 'react';
import { MAIN_SITE_ID } from '../../../contract/paths';
import type { Transfer } from '../../../contract/schemas/transfers';
import { useFailedEntry } from '../../hooks/useFailedEntry';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useReferenceList } from '../../hooks/useReferenceList';
import { useSiteDestinations, useSites } from '../../hooks/useSites';
import { routeWithId, ROUTES } from '../../lib/routes';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { mergeScannedItem } from '../../scanner/continuous';
import { ItemLinesEditor } from '../../scanner/ItemLinesEditor';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { SelectField, TextAreaField } from '../../ui/Field';
import { FormErrors } from '../../ui/FormErrors';
import { FALLBACK } from '../../../contract/messages';
import { useT } from '../../i18n';
import { transferFormText } from './texts';
import {
  TRANSFER_SCAN_LINES,
  buildTransferBody,
  draftFromTransferBody,
  newTransferDraft,
  newTransferLine,
  summarizeTransfer,
  validateTransferDraft,
  type TransferDraft,
} from './transfer-form';
import './transfers.css';

/** Sent at once: the transfer's detail, from the server's answer. */
function detailOf(response: unknown): string | null {
  const id = (response as Partial<Transfer> | undefined)?.TransferId;
  return typeof id === 'number' ? routeWithId(ROUTES.transferDetail, id) : null;
}

/**
 * Send Stock (design: Sites and transfers): from the chosen site to another, item rows with the
 * picker, the scanner and packs, a note; through the outbox, so it is made offline too (the
 * source's stock is checked by the server when it arrives: a 409 shows as a failed entry).
 */
export function TransferCreatePage() {
  const t = transferFormText(useT());
  const [draft, setDraft] = useState<TransferDraft>(newTransferDraft);
  const [errors, setErrors] = useState<string[]>([]);
  const items = useReferenceList('items');
  useLoadFailureAlert(items.error, items.savedAt, FALLBACK.itemsLoad);
  const sites = useSites();
  const fromSiteId = sites.siteId ?? MAIN_SITE_ID;
  // Every site of the install (a clerk may work at one); the user's own until the first sync.
  const destinations = (useSiteDestinations() ?? sites.sites).filter(
    (site) => site.SiteId !== fromSiteId,
  );
  const { busy, submit } = useOutboxSubmit({
    success: t.sent,
    fallback: t.sendFailed,
    sentPath: detailOf,
  });
  // Opened from a refused send: its values and the server's refusal, to correct and send anew.
  const refused = useFailedEntry(['transfer'], (entry) => {
    setDraft(draftFromTransferBody(entry.body));
    setErrors(entry.lastError ? [entry.lastError] : []);
  });

  function onSubmit() {
    if (busy) return;
    const messages = validateTransferDraft(draft, fromSiteId);
    setErrors(messages);
    if (messages.length > 0) return;
    const to = destinations.find((site) => String(site.SiteId) === draft.toSiteId);
    void submit(
      outboxSubmission(
        'transfer',
        buildTransferBody(draft, fromSiteId),
        summarizeTransfer(
          draft,
          to?.Name ?? t.siteNumber(draft.toSiteId),
          (itemId) =>
            items.rows.find((item) => item.itemId === itemId)?.name ?? t.itemNumber(String(itemId)),
        ),
      ),
      refused?.id ?? null,
    );
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form transfer-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="form-grid">
          <div className="field transfer-from">
            <span className="field-label">{t.from}</span>
            <span className="transfer-from-name">{sites.siteName ?? '—'}</span>
          </div>
          <SelectField
            label={t.destination}
            name="toSiteId"
            placeholder={t.selectDestination}
            options={destinations.map((site) => ({ value: String(site.SiteId), label: site.Name }))}
            value={draft.toSiteId}
            onChange={(event) => setDraft({ ...draft, toSiteId: event.target.value })}
          />
        </div>
        {destinations.length === 0 ? <p className="transfer-note">{t.noOtherSite}</p> : null}
        <ItemLinesEditor
          lines={draft.lines}
          newLine={newTransferLine}
          minQuantity="0.001"
          items={items.rows}
          itemsLoading={!items.settled}
          onChange={(lines) => setDraft({ ...draft, lines })}
          onScanAdd={(item) =>
            setDraft((current) => ({
              ...current,
              lines: mergeScannedItem(current.lines, item.itemId, TRANSFER_SCAN_LINES),
            }))
          }
        />
        <TextAreaField
          label={t.note}
          rows={2}
          placeholder={t.notePlaceholder}
          value={draft.note}
          onChange={(event) => setDraft({ ...draft, note: event.target.value })}
        />
        <FormErrors messages={errors} />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </section>
  );
}
