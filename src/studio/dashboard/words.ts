import type { AnalyticsMetric, FunnelStep } from '../../schema/entities/analytics';

/** Each funnel step as the owner reads it. */
export const STEP_WORDS: Record<FunnelStep, string> = {
  tap: 'Taps',
  page_view: 'Page views',
  sign_in: 'Sign-ins',
  registered: 'Registrations',
};

export const METRIC_WORDS: Record<AnalyticsMetric, string> = { ...STEP_WORDS, post: 'Feed posts' };

/** A rate as a whole percentage; a dash when there was nothing to divide by. */
export const percent = (rate: number | null) =>
  rate === null ? '—' : `${Math.round(rate * 100)}%`;
