import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { CHART_HEIGHT_PX } from '../../../contract/constants';
import { CHART_TOOLTIP_STYLE, CHART_TOOLTIP_ITEM_STYLE } from '../../ui/chart-theme';
import { coloredSlices, type WasteSlice } from './dashboard-figures';

export interface WastePieChartProps {
  slices: readonly WasteSlice[];
  /** Shown under the title when set (spec 2.6), e.g. the waste list could not be loaded. */
  error: string | null;
}

/**
 * 'Wasted Items Analysis' (spec 2.6): quantity wasted by reason, 8-colour palette. The key is
 * plain HTML under the chart, so it never clips on a phone and screen readers read it.
 */
export function WastePieChart({ slices, error }: WastePieChartProps) {
  const data = coloredSlices(slices);
  return (
    <section className="card dashboard-panel" aria-labelledby="waste-title">
      <h2 id="waste-title" className="panel-title">
        Wasted Items Analysis
      </h2>
      {error ? <p className="chart-error">{error}</p> : null}
      {data.length === 0 ? (
        error ? null : (
          <p className="empty-state chart-empty">No wasted items yet.</p>
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
                <Tooltip contentStyle={CHART_TOOLTIP_STYLE} itemStyle={CHART_TOOLTIP_ITEM_STYLE} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="chart-key" aria-label="Wasted quantity by reason">
            {data.map((slice) => (
              <li key={slice.name}>
                <span className="chart-swatch" style={{ background: slice.fill }} />
                {slice.name}: <strong>{slice.value}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
