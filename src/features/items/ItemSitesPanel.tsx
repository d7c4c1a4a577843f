import { useCallback, useEffect, useState } from 'react';
import type { ItemSite } from '../../../contract/schemas/sites';
import type { ItemArea } from '../../../contract/schemas/reference';
import { FALLBACK } from '../../../contract/messages';
import { messageOf } from '../../api/http';
import { listItemAreasAt, listItemSites, updateItemSite } from '../../api/sites';
import { useSites } from '../../hooks/useSites';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { showAlert } from '../../lib/alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { SelectField, TextField } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { formatQuantity } from '../../ui/format';
import { useT } from '../../i18n';
import { itemSiteBodyOf, itemSiteEditOf, type ItemSiteEdit } from './item-site-form';

const amount = (value: number | null) => (value === null ? '—' : formatQuantity(value));

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; rows: ItemSite[]; areas: Map<number, ItemArea[]> };

/** Each site's item areas, by site (a site whose areas fail to load shows ids as none). */
async function loadAreas(rows: readonly ItemSite[]): Promise<Map<number, ItemArea[]>> {
  const lists = await Promise.all(
    rows.map((row) => listItemAreasAt(row.SiteID).catch(() => [] as ItemArea[])),
  );
  return new Map(rows.map((row, index) => [row.SiteID, lists[index] ?? []]));
}

/**
 * The item's stock per site (design: Sites and transfers): one row per site with its own item
 * area, par level, reorder point and what it holds there, each site's settings editable. Only
 * with more than one site: a single-site item page is the spec's.
 */
export function ItemSitesPanel({ itemId, unit }: { itemId: number; unit: string }) {
  const t = useT();
  const { several } = useSites();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [editing, setEditing] = useState<{ row: ItemSite; edit: ItemSiteEdit } | null>(null);
  const [version, setVersion] = useState(0);
  const { busy, run } = useSubmitOnce();

  useEffect(() => {
    if (!several) return;
    let live = true;
    listItemSites(itemId)
      .then(async ({ sites }) => ({ rows: sites, areas: await loadAreas(sites) }))
      .then(
        ({ rows, areas }) => live && setState({ kind: 'ready', rows, areas }),
        () => live && setState({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [itemId, several, version]);

  const areaName = useCallback(
    (row: ItemSite) => {
      if (state.kind !== 'ready' || row.ItemAreaID === null) return '—';
      const areas = state.areas.get(row.SiteID) ?? [];
      return areas.find((area) => area.itemAreaId === row.ItemAreaID)?.name ?? '—';
    },
    [state],
  );

  if (!several) return null;

  const save = (row: ItemSite, edit: ItemSiteEdit) =>
    run(async () => {
      try {
        await updateItemSite(itemId, row.SiteID, itemSiteBodyOf(edit));
        setEditing(null);
        setVersion((value) => value + 1);
        showAlert(t('items.siteSettingsSaved'));
      } catch (reason) {
        showAlert(messageOf(reason, FALLBACK.update));
      }
    });

  const withUnit = (text: string) => (unit && text !== '—' ? `${text} ${unit}` : text);
  const areaOptions = (siteId: number) =>
    (state.kind === 'ready' ? (state.areas.get(siteId) ?? []) : []).map((area) => ({
      value: String(area.itemAreaId),
      label: area.name,
    }));

  return (
    <section className="card item-sites" aria-labelledby="item-sites-title">
      <h2 id="item-sites-title" className="panel-title">
        {t('items.stockBySite')}
      </h2>
      {state.kind === 'loading' ? (
        <p className="loading-text">{t('items.loadingStockBySite')}</p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="item-stock-note">{t('items.stockBySiteUnavailable')}</p>
      ) : null}
      {state.kind === 'ready' ? (
        <DataTable
          caption={t('items.stockBySite')}
          rows={state.rows}
          rowKey={(row) => row.SiteID}
          columns={[
            { header: t('items.site'), primary: true, cell: (row) => row.Name },
            { header: t('items.itemArea'), cell: areaName },
            { header: t('items.parLevel'), cell: (row) => withUnit(amount(row.ParLevel)) },
            { header: t('items.reorderPoint'), cell: (row) => withUnit(amount(row.ReorderPoint)) },
            { header: t('items.siteOnHand'), cell: (row) => withUnit(amount(row.OnHand)) },
            {
              header: t('items.edit'),
              className: 'cell-actions',
              cell: (row) => (
                <Button
                  variant="secondary"
                  aria-label={t('items.editAt', { site: row.Name })}
                  aria-haspopup="dialog"
                  onClick={() => setEditing({ row, edit: itemSiteEditOf(row) })}
                >
                  {t('items.edit')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      {editing ? (
        <FormDialog
          title={t('items.editSettingsAt', { site: editing.row.Name })}
          busy={busy}
          onSave={() => void save(editing.row, editing.edit)}
          onCancel={() => setEditing(null)}
        >
          <SelectField
            label={t('items.itemArea')}
            placeholder={t('items.noArea')}
            options={areaOptions(editing.row.SiteID)}
            value={editing.edit.itemAreaId}
            onChange={(event) =>
              setEditing({ ...editing, edit: { ...editing.edit, itemAreaId: event.target.value } })
            }
          />
          <TextField
            label={t('items.parLevel')}
            inputMode="decimal"
            value={editing.edit.parLevel}
            onChange={(event) =>
              setEditing({ ...editing, edit: { ...editing.edit, parLevel: event.target.value } })
            }
          />
          <TextField
            label={t('items.reorderPoint')}
            inputMode="decimal"
            value={editing.edit.reorderPoint}
            onChange={(event) =>
              setEditing({
                ...editing,
                edit: { ...editing.edit, reorderPoint: event.target.value },
              })
            }
          />
        </FormDialog>
      ) : null}
    </section>
  );
}
