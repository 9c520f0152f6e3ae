import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import type { AnalyticsMetric } from '../../schema/entities/analytics';
import type { SeriesInterval } from '../../schema/entities/analytics';
import { showToast } from '../../ui/toast/toastStore';
import { useManagedCollection } from '../data';
import { QueryState } from '../shell/QueryState';
import { CollectionCrumbs } from '../shell/CollectionCrumbs';
import { downloadText } from '../tokens/download';
import { FunnelChart, SeriesChart } from './charts';
import { CHART_POINTS, seriesPlan } from './seriesPlan';
import { METRIC_WORDS, percent, STEP_WORDS } from './words';

type Interval = SeriesInterval;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 UTC days, today included: the server's default range. */
function lastThirtyDays() {
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 24 * 60 * 60 * 1000);
  return { from: day(from), to: day(to) };
}

/**
 * A collection's analytics: the tap → registered funnel, one metric over time, the most-tapped
 * tokens and the tapped ones nobody registered, over the range the owner picks. Each chart has a
 * table view and its data as CSV.
 */
export default function DashboardScreen({ id }: { id: string }) {
  const client = useApiClient();
  const collection = useManagedCollection(id);
  // `range` is what the date fields hold; `shown` is the last valid range, the one the lead,
  // the figures and the CSV files are for: while the first day is after the last, the screen
  // goes on naming the days its figures count, never the range the owner is still fixing.
  const [range, setRange] = useState(lastThirtyDays);
  const [shown, setShown] = useState(range);
  const [metric, setMetric] = useState<AnalyticsMetric>('tap');
  const [chosenInterval, setInterval] = useState<Interval>('day');
  // A long range is drawn by a coarser interval (or its last months): never a point per day
  // from 1900. The Per field keeps what the owner chose; the chart says what it shows.
  const plan = seriesPlan(shown, chosenInterval);
  const interval = plan.interval;
  const valid = range.from <= range.to;
  const changeRange = (next: { from: string; to: string }) => {
    setRange(next);
    if (next.from <= next.to) setShown(next);
  };
  const funnel = useQuery({
    queryKey: ['studio', 'analytics', id, 'funnel', shown],
    queryFn: () => client.analytics.funnel(id, shown),
    placeholderData: keepPreviousData,
  });
  const series = useQuery({
    queryKey: ['studio', 'analytics', id, 'series', plan.range, metric, interval],
    queryFn: () => client.analytics.series(id, { ...plan.range, metric, interval }),
    placeholderData: keepPreviousData,
  });
  const slug = collection.data?.slug ?? id;
  const csv = async (kind: 'funnel' | 'series') => {
    try {
      const query =
        kind === 'funnel'
          ? { ...shown, format: 'csv' }
          : { ...plan.range, metric, interval, format: 'csv' };
      const text = await client.request<unknown>(
        'GET',
        `/v1/collections/${encodeURIComponent(id)}/analytics/${kind}`,
        { query },
      );
      const name =
        kind === 'funnel'
          ? `${slug}-funnel-${shown.from}-${shown.to}.csv`
          : `${slug}-${metric}-by-${interval}-${plan.range.from}-${plan.range.to}.csv`;
      downloadText(typeof text === 'string' ? text : '', name, 'text/csv');
    } catch (error) {
      showToast({
        title: 'The data could not be downloaded',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    }
  };
  const steps = funnel.data?.steps ?? [];
  return (
    <>
      <CollectionCrumbs id={id} name={collection.data?.name} />
      <QueryState
        isPending={collection.isPending || funnel.isPending}
        error={collection.error ?? funnel.error}
        what="The dashboard"
        title="Dashboard"
      >
        <h1>Dashboard</h1>
        <p className="one-st-lead">
          {collection.data?.name}: UTC days {shown.from} to {shown.to}
        </p>
        <div className="one-st-row one-st-filters" role="group" aria-label="Date range">
          <div className="one-st-field">
            <label htmlFor="dashboard-from">From</label>
            <input
              id="dashboard-from"
              type="date"
              value={range.from}
              max={range.to}
              required
              onChange={(event) =>
                event.target.value && changeRange({ ...range, from: event.target.value })
              }
            />
          </div>
          <div className="one-st-field">
            <label htmlFor="dashboard-to">To</label>
            <input
              id="dashboard-to"
              type="date"
              value={range.to}
              min={range.from}
              required
              onChange={(event) =>
                event.target.value && changeRange({ ...range, to: event.target.value })
              }
            />
          </div>
          {!valid && (
            <p role="alert" className="one-st-error">
              The first day must not be after the last.
            </p>
          )}
        </div>

        <ul className="one-st-kpis" aria-label="Totals">
          {steps.map((s) => (
            <li key={s.step} className="one-st-kpi">
              <strong>{s.count}</strong>
              <span>{STEP_WORDS[s.step]}</span>
            </li>
          ))}
          <li className="one-st-kpi">
            <strong>{percent(funnel.data?.tap_to_registered ?? null)}</strong>
            <span>Taps that became registrations</span>
          </li>
          <li className="one-st-kpi">
            <strong>{funnel.data?.posts ?? 0}</strong>
            <span>Feed posts</span>
          </li>
        </ul>

        <section className="one-st-card" aria-labelledby="funnel-title">
          <div className="one-st-spread">
            <h2 id="funnel-title">From tap to registration</h2>
            <button type="button" className="one-st-button" onClick={() => void csv('funnel')}>
              <Download aria-hidden size={16} /> Funnel CSV
            </button>
          </div>
          <FunnelChart steps={steps} />
          <details>
            <summary>Table view</summary>
            <table className="one-st-table one-st-table-fit">
              <caption className="one-st-sr">The funnel, step by step</caption>
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col">Events</th>
                  <th scope="col">Visitors</th>
                  <th scope="col">From the step before</th>
                </tr>
              </thead>
              <tbody>
                {steps.map((s) => (
                  <tr key={s.step}>
                    <th scope="row">{STEP_WORDS[s.step]}</th>
                    <td>{s.count}</td>
                    <td>{s.visitors}</td>
                    <td>{percent(s.rate_from_previous)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </section>

        <section className="one-st-card" aria-labelledby="series-title">
          <div className="one-st-spread">
            <h2 id="series-title">
              {METRIC_WORDS[metric]} by {interval}
            </h2>
            <button type="button" className="one-st-button" onClick={() => void csv('series')}>
              <Download aria-hidden size={16} /> Series CSV
            </button>
          </div>
          <div className="one-st-row one-st-filters">
            <div className="one-st-field">
              <label htmlFor="series-metric">Show</label>
              <select
                id="series-metric"
                value={metric}
                onChange={(event) => setMetric(event.target.value as AnalyticsMetric)}
              >
                {Object.entries(METRIC_WORDS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div className="one-st-field">
              <label htmlFor="series-interval">Per</label>
              <select
                id="series-interval"
                value={chosenInterval}
                aria-describedby={plan.tooMany || plan.shortened ? 'series-plan' : undefined}
                onChange={(event) => setInterval(event.target.value as Interval)}
              >
                <option value="day">Day</option>
                <option value="week">Week</option>
                <option value="month">Month</option>
              </select>
            </div>
          </div>
          {(plan.tooMany !== null || plan.shortened) && (
            <p id="series-plan" className="one-st-help" style={{ marginBottom: 8 }}>
              {plan.tooMany !== null &&
                `By ${chosenInterval}, this range would be ${plan.tooMany.toLocaleString('en')} points: the chart shows it by ${interval}.`}
              {plan.tooMany !== null && plan.shortened && ' '}
              {plan.shortened &&
                `It shows the range’s last ${CHART_POINTS} months, from ${plan.range.from}; the totals above count all of it.`}
            </p>
          )}
          {series.error ? (
            <p role="alert" className="one-st-error">
              {apiErrorMessage(series.error)}
            </p>
          ) : (
            <>
              <SeriesChart
                points={series.data?.points ?? []}
                label={`${METRIC_WORDS[metric]} by ${interval}`}
              />
              <details>
                <summary>Table view</summary>
                <table className="one-st-table one-st-table-fit">
                  <caption className="one-st-sr">
                    {METRIC_WORDS[metric]} by {interval}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{interval === 'day' ? 'Day' : `${interval} from`}</th>
                      <th scope="col">{METRIC_WORDS[metric]}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(series.data?.points ?? []).map((p) => (
                      <tr key={p.start}>
                        <th scope="row">{p.start}</th>
                        <td>{p.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </>
          )}
        </section>

        <div className="one-st-grid2">
          <TokenTable
            id="most-tapped"
            title="Most-tapped tokens"
            empty="No taps in this range."
            rows={funnel.data?.most_tapped ?? []}
          />
          <TokenTable
            id="tapped-unregistered"
            title="Tapped, not registered"
            // With no tap in the range there is nothing to be registered: saying every tapped
            // token is would read as good news about taps that never happened.
            empty={
              steps.some((s) => s.step === 'tap' && s.count > 0)
                ? 'Every tapped token is registered.'
                : 'No taps in this range.'
            }
            rows={funnel.data?.tapped_unregistered ?? []}
          />
        </div>
      </QueryState>
    </>
  );
}

function TokenTable(props: {
  id: string;
  title: string;
  empty: string;
  rows: { token_id: string; taps: number }[];
}) {
  return (
    <section className="one-st-card" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.rows.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <table className="one-st-table one-st-table-fit">
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Taps</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr key={r.token_id}>
                <th scope="row">{r.token_id}</th>
                <td>{r.taps}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
