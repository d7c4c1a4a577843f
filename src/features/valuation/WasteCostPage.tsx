import { useCallback, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { VALUATION_ENDPOINTS } from '../../../contract/paths';
import type { WasteCostByItem, WasteCostByReason } from '../../../contract/schemas/valuation';
import { readWasteCost, wasteCostQuery, type WastePeriod } from '../../api/valuation';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { SelectField, TextField } from '../../ui/Field';
import { formatDate } from '../../ui/format';
import { NoData } from '../../ui/NoData';
import { MoneyBarChart } from './MoneyBarChart';
import { moneyColumns } from './money-columns';
import { TotalFigure } from './TotalFigure';
import { useT } from '../../i18n';
import { wasteReasonText } from '../../lib/waste-reason';
import { valuationText } from './texts';
import { ValuationTabs } from './ValuationTabs';
import { byAmount, topBars } from './valuation-figures';
import { PERIOD_PRESETS, isPeriodValid, presetPeriod, type PeriodPreset } from './waste-period';
import './valuation.css';
import { useReportSite } from '../../hooks/useReportSite';
import { ReportSiteToggle } from '../../ui/ReportSiteToggle';

/** The reason in the reader's language (the CSV keeps the stored one). */
const reasonName = (row: WasteCostByReason) => wasteReasonText(row.Reason);
const itemName = (row: WasteCostByItem) => row.Name;
const costOf = (row: { Cost: number | null }) => row.Cost;

/**
 * Waste Cost (design: Valuation, page Valuation): what waste cost in a period, by reason (the
 * chart) and by item, each with its CSV. Costs are those of the lots the waste took (FEFO);
 * waste with no known cost is counted apart as "unvalued".
 */
export function WasteCostPage() {
  const t = valuationText(useT()).wasteCost;
  const [preset, setPreset] = useState<PeriodPreset>('thisMonth');
  const [period, setPeriod] = useState<WastePeriod>(() => presetPeriod('thisMonth', new Date()));
  const [typed, setTyped] = useState<WastePeriod>(period);
  const [problem, setProblem] = useState<string | null>(null);
  const query = wasteCostQuery(period);
  const { from, to } = period;
  // Administrator and Manager may add up every site (only with more than one).
  const sites = useReportSite();
  const { site } = sites;
  const load = useCallback(() => readWasteCost({ from, to }, site), [from, to, site]);
  const report = useServerList('waste-cost', query, load, t.loadFailed, 0, site);
  const data = report.data;
  const currency = data?.currency ?? null;
  const reasons = data ? byAmount(data.byReason, reasonName, costOf) : [];
  const items = data ? byAmount(data.byItem, itemName, costOf) : [];
  const bars = topBars(reasons, reasonName, costOf);

  function choose(next: PeriodPreset) {
    setPreset(next);
    setProblem(null);
    if (next === 'custom') {
      setTyped(period);
      return;
    }
    const chosen = presetPeriod(next, new Date());
    setPeriod(chosen);
    setTyped(chosen);
  }

  function applyCustom() {
    if (!isPeriodValid(typed)) {
      setProblem(t.periodInvalid);
      return;
    }
    setProblem(null);
    setPeriod(typed);
  }

  const shownPeriod = t.periodLabel(
    period.from ? formatDate(period.from) : '…',
    period.to ? formatDate(period.to) : '…',
  );

  return (
    <section className="valuation">
      <ValuationTabs />
      <div className="toolbar valuation-toolbar">
        <div className="valuation-period">
          <SelectField
            label={t.period}
            value={preset}
            options={PERIOD_PRESETS.map((value) => ({ value, label: t.periods[value] }))}
            onChange={(event) => choose(event.target.value as PeriodPreset)}
          />
          {preset === 'custom' ? (
            <form
              className="valuation-custom"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                applyCustom();
              }}
            >
              <TextField
                label={t.from}
                type="date"
                value={typed.from}
                error={problem}
                onChange={(event) => setTyped({ ...typed, from: event.target.value })}
              />
              <TextField
                label={t.to}
                type="date"
                value={typed.to}
                onChange={(event) => setTyped({ ...typed, to: event.target.value })}
              />
              <Button type="submit" variant="secondary">
                {t.apply}
              </Button>
            </form>
          ) : null}
        </div>
        <ReportSiteToggle report={sites} />
        <span className="spacer" />
        <div className="valuation-exports">
          <ExportCsvButton
            path={VALUATION_ENDPOINTS.wasteCost}
            query={query}
            site={site}
            fileName="waste-cost-by-item"
            label={t.exportByItem}
          />
          <ExportCsvButton
            path={VALUATION_ENDPOINTS.wasteCost}
            query={`${query}${query ? '&' : ''}by=reason`}
            site={site}
            fileName="waste-cost-by-reason"
            label={t.exportByReason}
          />
        </div>
      </div>
      {data === null ? (
        <NoData
          loading={report.loading}
          unsavedOffline={report.unsavedOffline}
          loadingText={t.loading}
          emptyText={t.loadFailed}
        />
      ) : (
        <div className="valuation-body" aria-busy={report.loading}>
          <TotalFigure
            label={t.total}
            total={data.total}
            currency={currency}
            unvaluedQuantity={data.unvaluedQuantity}
            note={shownPeriod}
          />
          <section className="card valuation-chart" aria-labelledby="waste-cost-chart">
            <h2 id="waste-cost-chart" className="panel-title">
              {t.chartTitle}
            </h2>
            {bars.length > 0 ? (
              <MoneyBarChart bars={bars} currency={currency} label={t.cost} />
            ) : (
              <p className="empty-state chart-empty">{t.empty}</p>
            )}
          </section>
          <h2 className="valuation-heading">{t.byReason}</h2>
          <DataTable
            caption={t.byReason}
            rows={reasons}
            rowKey={(row) => row.Reason}
            empty={t.empty}
            columns={moneyColumns<WasteCostByReason>({
              nameHeader: t.reason,
              name: reasonName,
              amountHeader: t.cost,
              amount: (row) => row.Cost,
              currency,
              quantityHeader: t.quantity,
              unvaluedHeader: t.unvaluedQuantity,
            })}
          />
          <h2 className="valuation-heading">{t.byItem}</h2>
          <DataTable
            caption={t.byItem}
            rows={items}
            rowKey={(row) => row.ItemID}
            empty={t.empty}
            columns={moneyColumns<WasteCostByItem>({
              nameHeader: t.item,
              name: (row) => row.Name,
              amountHeader: t.cost,
              amount: (row) => row.Cost,
              currency,
              quantityHeader: t.quantity,
              unvaluedHeader: t.unvaluedQuantity,
            })}
          />
        </div>
      )}
    </section>
  );
}
