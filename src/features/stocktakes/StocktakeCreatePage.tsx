import { useState } from 'react';
import { STOCKTAKE_TEXT } from '../../../contract/messages';
import { validateStocktake } from '../../../contract/validation/stocktake';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { useOutboxSubmit } from '../../hooks/useOutboxSubmit';
import { useReferenceList } from '../../hooks/useReferenceList';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FormErrors } from '../../ui/FormErrors';
import { useT } from '../../i18n';
import './stocktakes.css';

/** Where a started stocktake is counted: its own screen, from the server's answer. */
function countPath(response: unknown): string | null {
  const id = (response as { StocktakeId?: unknown } | null)?.StocktakeId;
  return typeof id === 'number' ? `/stocktakes/${id}` : null;
}

const TEXTS = {
  success: STOCKTAKE_TEXT.created,
  fallback: STOCKTAKE_TEXT.createFailed,
  // Sent, it opens its count screen; queued offline it has no id yet: the list shows it pending.
  sentPath: countPath,
} as const;

/** Add Stocktake: a name and the item areas to count; through the outbox, so offline too. */
export function StocktakeCreatePage() {
  const t = useT();
  const [name, setName] = useState('');
  const [areaIds, setAreaIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const areas = useReferenceList('itemAreas');
  const { busy, submit } = useOutboxSubmit(TEXTS);
  const sortedAreas = [...areas.rows].sort((a, b) => a.name.localeCompare(b.name));

  function toggle(id: number, checked: boolean) {
    setAreaIds((current) => (checked ? [...current, id] : current.filter((x) => x !== id)));
  }

  function onSubmit() {
    if (busy) return;
    const body = { name: name.trim(), itemAreaIds: areaIds };
    const messages = validateStocktake(body);
    setErrors(messages);
    if (messages.length > 0) return;
    const names = sortedAreas.filter((area) => areaIds.includes(area.itemAreaId));
    void submit(
      outboxSubmission(
        'stocktake',
        body,
        t('stocktakes.summary', {
          name: body.name,
          areas: names.map((area) => area.name).join(', '),
        }),
      ),
    );
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField
          label={t('stocktakes.name')}
          value={name}
          maxLength={200}
          placeholder={t('stocktakes.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="stocktake-areas">
          <legend className="field-label">{t('stocktakes.itemAreas')}</legend>
          {areas.loading ? (
            <div className="loading-text">{t('stocktakes.loadingItemAreas')}</div>
          ) : null}
          {sortedAreas.map((area) => (
            <label key={area.itemAreaId} className="stocktake-area">
              <input
                type="checkbox"
                checked={areaIds.includes(area.itemAreaId)}
                onChange={(event) => toggle(area.itemAreaId, event.target.checked)}
              />
              <span>{area.name}</span>
            </label>
          ))}
        </fieldset>
        <FormErrors messages={errors} />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('stocktakes.starting') : t('stocktakes.start')}
          </Button>
        </div>
      </form>
    </section>
  );
}
