import { useCallback, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { VALUATION_ENDPOINTS } from '../../../contract/paths';
import {
  STOCK_VALUE_GROUPS,
  type StockValueGroup,
  type StockValueRow,
} from '../../../contract/schemas/valuation';
import { readStockValue, stockValueQuery } from '../../api/valuation';
import { useReportSite } from '../../hooks/useReportSite';
import { DataTable } from '../../ui/DataTable';
import { ReportSiteToggle } from '../../ui/ReportSiteToggle';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { NoData } from '../../ui/NoData';
import { MoneyBarChart } from './MoneyBarChart';
import { moneyColumns } from './money-columns';
import { TotalFigure } from './TotalFigure';
import { useT } from '../../i18n';
import { valuationText } from './texts';
import { ValuationTabs } from './ValuationTabs';
import { byAmount, topBars, valuedCount } from './valuation-figures';
import './valuation.css';

const nameOf = (row: StockValueRow) => row.Name;
const valueOf = (row: StockValueRow) => row.Value;

/**
 * Stock Value (design: Valuation, page Valuation): what the stock on hand is worth, by item,
 * category or item area, with a chart of the largest and the CSV. Stock with no known cost is
 * counted apart as "unvalued". Saved on the device, so the last figures show offline.
 */
export function StockValuePage() {
  const t = valuationText(useT()).stockValue;
  const [groupBy, setGroupBy] = useState<StockValueGroup>('item');
  // Administrator and Manager may add up every site (only with more than one).
  const sites = useReportSite();
  const { site } = sites;
  const load = useCallback(() => readStockValue(groupBy, site), [groupBy, site]);
  const query = stockValueQuery(groupBy);
  const report = useServerList('stock-value', query, load, t.loadFailed, 0, site);
  const data = report.data;
  const currency = data?.currency ?? null;
  const groupName = t.groups[groupBy];
  const rows = data ? byAmount(data.rows, nameOf, valueOf) : [];
  const bars = topBars(rows, nameOf, valueOf);
  const valued = valuedCount(rows, valueOf);

  return (
    <section className="valuation">
      <ValuationTabs />
      <div className="toolbar valuation-toolbar">
        <div className="segmented" role="group" aria-label={t.groupBy}>
          <span className="segmented-label">{t.groupBy}</span>
          {STOCK_VALUE_GROUPS.map((group) => (
            <button
              key={group}
              type="button"
              className="segmented-option"
              aria-pressed={group === groupBy}
              onClick={() => setGroupBy(group)}
            >
              {t.groups[group]}
            </button>
          ))}
        </div>
        <ReportSiteToggle report={sites} />
        <span className="spacer" />
        <ExportCsvButton
          path={VALUATION_ENDPOINTS.stockValue}
          query={query}
          site={site}
          fileName={`stock-value-by-${groupBy}`}
        />
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
          />
          {bars.length > 0 ? (
            <section className="card valuation-chart" aria-labelledby="stock-value-chart">
              <h2 id="stock-value-chart" className="panel-title">
                {t.chartTitle(groupBy)}
              </h2>
              <MoneyBarChart bars={bars} currency={currency} label={t.value} />
              {valued > bars.length ? (
                <p className="valuation-chart-note">{t.chartMore(bars.length, valued)}</p>
              ) : null}
            </section>
          ) : null}
          <DataTable
            caption={t.tableCaption}
            rows={rows}
            rowKey={(row) => row.Key}
            empty={t.empty}
            columns={moneyColumns<StockValueRow>({
              nameHeader: groupName,
              name: (row) => row.Name,
              amountHeader: t.value,
              amount: (row) => row.Value,
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
