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
import type { MovementPoint } from './dashboard-figures';

const SERIES = [
  { key: 'fast', name: 'Fast Moving', colour: '#2e9e6a' },
  { key: 'medium', name: 'Medium Moving', colour: '#1f6f8b' },
  { key: 'slow', name: 'Slow Moving', colour: '#d4a017' },
] as const;

/** 'Item Movement' (spec 2.6): the synthetic weekly series; the figures come from movementSeries. */
export function MovementChart({ points }: { points: readonly MovementPoint[] }) {
  return (
    <section className="card dashboard-panel" aria-labelledby="movement-title">
      <h2 id="movement-title" className="panel-title">
        Item Movement
      </h2>
      <div className="chart-box" style={{ height: CHART_HEIGHT_PX }}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
          <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e9ee" />
            <XAxis dataKey="week" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} width={48} allowDecimals={false} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {SERIES.map((series) => (
              <Line
                key={series.key}
                type="monotone"
                dataKey={series.key}
                name={series.name}
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
