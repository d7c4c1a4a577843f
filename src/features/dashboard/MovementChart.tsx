import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_HEIGHT_PX } from '../../../contract/constants';
import {
  CHART_GRID,
  CHART_SERIES,
  CHART_TICK,
  CHART_TOOLTIP_STYLE,
  CHART_TOOLTIP_ITEM_STYLE,
} from '../../ui/chart-theme';
import { compactNumber, fullNumber, tickCeiling } from './compact-number';
import type { MovementPoint } from './dashboard-figures';
import { useT } from '../../i18n';
import { axisWidthFor, useChartDirection } from '../../ui/chart-direction';

const SERIES = [
  { key: 'fast', name: 'dashboard.fastMoving', colour: CHART_SERIES.fast },
  { key: 'medium', name: 'dashboard.mediumMoving', colour: CHART_SERIES.medium },
  { key: 'slow', name: 'dashboard.slowMoving', colour: CHART_SERIES.slow },
] as const;

/** 'Item Movement' (spec 2.6): the synthetic weekly series; the figures come from movementSeries. */
export function MovementChart({ points }: { points: readonly MovementPoint[] }) {
  const t = useT();
  const direction = useChartDirection();
  const largest = Math.max(0, ...points.flatMap((point) => SERIES.map(({ key }) => point[key])));
  return (
    <section className="card dashboard-panel" aria-labelledby="movement-title">
      <h2 id="movement-title" className="panel-title">
        {t('routes.itemMovement')}
      </h2>
      <div className="chart-box" style={{ height: CHART_HEIGHT_PX }}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
          <LineChart
            data={points.map((point, index) => ({
              ...point,
              week: t('dashboard.week', { week: index + 1 }),
            }))}
            margin={direction.margin({ top: 8, right: 16, bottom: 0, left: 0 })}
          >
            <CartesianGrid strokeDasharray="3 3" stroke={CHART_GRID} />
            <XAxis dataKey="week" tick={CHART_TICK} reversed={direction.rtl} />
            {/* Compact ticks ("3.2M") in a fixed width: a long figure lost its first digit. The
                top tick can be rounded up past the largest point (9,600 → "10.000" in German). */}
            <YAxis
              tick={CHART_TICK}
              orientation={direction.axisSide}
              width={axisWidthFor(
                [compactNumber(largest), compactNumber(tickCeiling(largest))],
                44,
              )}
              allowDecimals={false}
              tickFormatter={compactNumber}
            />
            <Tooltip
              contentStyle={CHART_TOOLTIP_STYLE}
              itemStyle={CHART_TOOLTIP_ITEM_STYLE}
              formatter={fullNumber}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {SERIES.map((series) => (
              <Line
                key={series.key}
                type="monotone"
                dataKey={series.key}
                name={t(series.name)}
                stroke={series.colour}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
