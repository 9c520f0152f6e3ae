import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsFunnel } from '../../schema/entities/analytics';
import { STEP_WORDS } from './words';

/*
 * Colours come from the studio's variables, so a chart follows the light or dark mode the
 * owner chose. The drawings are hidden from assistive technology: each has a summary as its
 * name and the table view beside it carries every figure.
 */

export function FunnelChart({ steps }: { steps: AnalyticsFunnel['steps'] }) {
  const data = steps.map((s) => ({ name: STEP_WORDS[s.step], count: s.count }));
  const summary = data.map((d) => `${d.name} ${d.count}`).join(', ');
  return (
    <div className="one-st-chart one-st-chart-tall" role="img" aria-label={`Funnel: ${summary}`}>
      {/* Steps down the side: their names fit on a phone as they would not under the bars. */}
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} stroke="var(--st-border)" />
          <YAxis
            type="category"
            dataKey="name"
            width={104}
            tickLine={false}
            stroke="var(--st-border)"
          />
          <Tooltip cursor={{ fill: 'var(--st-hover)' }} />
          <Bar dataKey="count" name="Events" fill="var(--st-accent)" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function SeriesChart({
  points,
  label,
}: {
  points: { start: string; count: number }[];
  label: string;
}) {
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const peak = points.reduce((best, p) => (p.count > (best?.count ?? -1) ? p : best), points[0]);
  const summary = peak
    ? `${label}: ${total} in all over ${points.length} periods, most on ${peak.start} (${peak.count})`
    : `${label}: no data`;
  return (
    <div className="one-st-chart" role="img" aria-label={summary}>
      {/* The right margin holds half the last day's label, which is centred on the last point. */}
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 44, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="start" tickLine={false} stroke="var(--st-border)" minTickGap={24} />
          <YAxis allowDecimals={false} tickLine={false} stroke="var(--st-border)" />
          <Tooltip />
          <Line
            type="linear"
            dataKey="count"
            name={label}
            stroke="var(--st-accent)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
