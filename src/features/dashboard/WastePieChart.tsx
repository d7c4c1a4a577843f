import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { CHART_HEIGHT_PX } from '../../../contract/constants';
import { CHART_TOOLTIP_STYLE, CHART_TOOLTIP_ITEM_STYLE } from '../../ui/chart-theme';
import { coloredSlices, type WasteSlice } from './dashboard-figures';
import { useT } from '../../i18n';
import type { MessageId } from '../../i18n';
import { formatQuantity } from '../../ui/format';
import { fullNumber } from './compact-number';

export interface WastePieChartProps {
  slices: readonly WasteSlice[];
  /** Shown under the title when set (spec 2.6), e.g. the waste list could not be loaded. */
  error: string | null;
}

const REASON_TEXT: Record<string, MessageId> = {
  Damaged: 'dashboard.reasonDamaged',
  Expired: 'dashboard.reasonExpired',
  Other: 'dashboard.reasonOther',
};

/** The spec's reasons in the reader's language; a reason someone typed shows as typed. */
function wasteReasonLabel(t: (id: MessageId) => string, reason: string): string {
  const id = REASON_TEXT[reason];
  return id ? t(id) : reason;
}

/**
 * 'Wasted Items Analysis' (spec 2.6): quantity wasted by reason, 8-colour palette. The key is
 * plain HTML under the chart, so it never clips on a phone and screen readers read it.
 */
export function WastePieChart({ slices, error }: WastePieChartProps) {
  const t = useT();
  const data = coloredSlices(slices).map((slice) => ({
    ...slice,
    name: wasteReasonLabel(t, slice.name),
  }));
  return (
    <section className="card dashboard-panel" aria-labelledby="waste-title">
      <h2 id="waste-title" className="panel-title">
        {t('dashboard.wasteTitle')}
      </h2>
      {error ? <p className="chart-error">{error}</p> : null}
      {data.length === 0 ? (
        error ? null : (
          <p className="empty-state chart-empty">{t('dashboard.noWaste')}</p>
        )
      ) : (
        <>
          <div className="chart-box" style={{ height: CHART_HEIGHT_PX }} aria-hidden="true">
            <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
              {/* Drawing only: the key below says the same, so the chart takes no focus. */}
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={data}
                  dataKey="value"
                  nameKey="name"
                  outerRadius="85%"
                  stroke="var(--color-surface)"
                  rootTabIndex={-1}
                  isAnimationActive={false}
                />
                <Tooltip
                  contentStyle={CHART_TOOLTIP_STYLE}
                  itemStyle={CHART_TOOLTIP_ITEM_STYLE}
                  formatter={fullNumber}
                />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="chart-key" aria-label={t('dashboard.wasteKey')}>
            {data.map((slice) => (
              <li key={slice.name}>
                <span className="chart-swatch" style={{ background: slice.fill }} />
                {slice.name}: <strong>{formatQuantity(slice.value)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
