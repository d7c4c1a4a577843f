import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import {
  CHART_CURSOR,
  CHART_GRID,
  CHART_SERIES,
  CHART_TICK,
  CHART_TOOLTIP_STYLE,
  CHART_TOOLTIP_ITEM_STYLE,
} from '../../ui/chart-theme';
import { formatMoney, formatMoneyCompact } from '../../lib/money';
import type { MoneyBar } from './valuation-figures';
import { useChartDirection } from '../../ui/chart-direction';

/** A bar's height and the room around the bars: the chart grows with its rows. */
const BAR_ROW_PX = 34;
const CHART_FRAME_PX = 40;
/** Names longer than this are cut on the axis (the table below has them whole). */
const NAME_CHARS = 16;

function shortName(value: unknown): string {
  const text = String(value);
  return text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS - 1)}…` : text;
}

/**
 * A name on one line, aligned to the axis (recharts would wrap it at spaces): ending at it on
 * the left, starting from it on the right (right to left).
 */
function NameTick({ x, y, payload, orientation }: YAxisTickContentProps) {
  const onRight = orientation === 'right';
  return (
    <text
      x={Number(x) + (onRight ? 4 : -4)}
      y={y}
      dy={4}
      textAnchor={onRight ? 'start' : 'end'}
      fontSize={CHART_TICK.fontSize}
      fill={CHART_TICK.fill}
    >
      {shortName(payload.value)}
    </text>
  );
}

export interface MoneyBarChartProps {
  bars: readonly MoneyBar[];
  currency: string | null;
  /** The series' name in the tooltip, e.g. 'Value'. */
  label: string;
}

/**
 * Amounts as sideways bars, largest first, so names stay readable on a phone; the axis ticks
 * are compact (€12K) and the tooltip exact. A drawing: the table beside it says the same.
 */
export function MoneyBarChart({ bars, currency, label }: MoneyBarChartProps) {
  const height = bars.length * BAR_ROW_PX + CHART_FRAME_PX;
  const direction = useChartDirection();
  return (
    <div className="chart-box" style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={[...bars]}
          layout="vertical"
          margin={direction.margin({ top: 4, right: 16, bottom: 0, left: 0 })}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke={CHART_GRID} horizontal={false} />
          <XAxis
            {...direction.amountAxis}
            tick={CHART_TICK}
            tickFormatter={(value: unknown) => formatMoneyCompact(value, currency)}
          />
          <YAxis {...direction.nameAxis} dataKey="name" tick={NameTick} width={132} />
          <Tooltip
            contentStyle={CHART_TOOLTIP_STYLE}
            itemStyle={CHART_TOOLTIP_ITEM_STYLE}
            cursor={CHART_CURSOR}
            formatter={(value: unknown) =>
              typeof value === 'number' ? formatMoney(value, currency) : String(value)
            }
          />
          <Bar
            dataKey="value"
            name={label}
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
