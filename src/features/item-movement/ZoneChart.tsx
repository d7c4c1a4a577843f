import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT_PX } from '../../../contract/constants';
import {
  CHART_CURSOR,
  CHART_GRID,
  CHART_SERIES,
  CHART_TICK,
  CHART_TOOLTIP_STYLE,
  CHART_TOOLTIP_ITEM_STYLE,
} from '../../ui/chart-theme';
import { useT } from '../../i18n';
import { formatFigure } from '../../ui/format';
import type { ZoneCount } from './item-movement';
import { useChartDirection } from '../../ui/chart-direction';

/**
 * Item counts per zone (spec 2.12); the figures come from countPerZone. Bars run sideways so
 * zone names stay readable on a phone.
 */
export function ZoneChart({ zones }: { zones: readonly ZoneCount[] }) {
  const t = useT();
  const direction = useChartDirection();
  return (
    <div className="chart-box" style={{ height: CHART_HEIGHT_PX }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
        <BarChart
          data={[...zones]}
          layout="vertical"
          margin={direction.margin({ top: 4, right: 16, bottom: 0, left: 0 })}
        >
          <CartesianGrid strokeDasharray="3 3" stroke={CHART_GRID} horizontal={false} />
          <XAxis
            {...direction.amountAxis}
            tick={CHART_TICK}
            allowDecimals={false}
            tickFormatter={formatFigure}
          />
          <YAxis {...direction.nameAxis} dataKey="zone" tick={CHART_TICK} width={110} />
          <Tooltip
            contentStyle={CHART_TOOLTIP_STYLE}
            itemStyle={CHART_TOOLTIP_ITEM_STYLE}
            cursor={CHART_CURSOR}
            formatter={formatFigure}
          />
          <Bar
            dataKey="count"
            name={t('itemMovement.chartSeries')}
            fill={CHART_SERIES.bar}
            radius={direction.barRadius(4)}
            maxBarSize={22}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
