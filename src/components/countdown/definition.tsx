import { Timer } from 'lucide-react';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { defineComponent, type ComponentRenderProps } from '../types';
import { countdownPanel } from './panel';
import {
  COUNTDOWN_PLACEHOLDER,
  COUNTDOWN_TICK_MS,
  countdownUnits,
  padUnit,
  parseCountdownTarget,
  splitRemaining,
  type CountdownUnit,
} from './remaining';
import {
  COUNTDOWN_COMPLETED_TEXT,
  countdownSchema,
  type CountdownData,
  type CountdownStyles,
} from './schema';
import { t } from '../../i18n/i18n';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * Milliseconds left, recalculated every 1000 ms in an effect (never at render, so the server and
 * the first paint show '--'). Null while recalculating or with no target.
 */
function useRemaining(target: Date | null): number | null {
  const [remaining, setRemaining] = useState<number | null>(null);
  useEffect(() => {
    setRemaining(null);
    if (!target) return;
    const tick = () => setRemaining(target.getTime() - Date.now());
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);
  return remaining;
}

function Countdown({
  data,
  styles,
  builder,
}: ComponentRenderProps<CountdownData, CountdownStyles>) {
  const target = useMemo(() => parseCountdownTarget(data.targetDateTime), [data.targetDateTime]);
  const remaining = useRemaining(target);
  const shown = countdownUnits.filter((unit) => data[`show${unit.label}` as const]);
  const { timeUnit, label, completionText, container } = styles;
  // No (valid) target: visitors see nothing rather than dashes that never move.
  if (!target && !builder) return null;

  if (remaining !== null && remaining <= 0) {
    if (!data.showCompleted) return null;
    return (
      <p
        className="one-countdown-completed"
        role="status"
        style={{
          fontSize: `${completionText.fontSize}px`,
          color: completionText.color,
          textAlign: container.align,
        }}
      >
        {data.completedText === COUNTDOWN_COMPLETED_TEXT
          ? t('countdown.completed')
          : data.completedText}
      </p>
    );
  }
  const values =
    remaining === null
      ? {}
      : splitRemaining(
          remaining,
          shown.map((unit) => unit.key),
        );
  const text = (key: CountdownUnit) =>
    values[key] === undefined ? COUNTDOWN_PLACEHOLDER : padUnit(values[key]);
  const summary =
    remaining === null
      ? undefined
      : shown
          .map((unit) => t(`countdown.${unit.key}Count`, { count: values[unit.key] ?? 0 }))
          .join(', ');
  return (
    <div className="one-countdown-wrap">
      <div
        className="one-countdown"
        role="timer"
        aria-label={summary ? t('countdown.left', { summary }) : t('countdown.label')}
        style={{ gap: `${container.gap}px`, justifyContent: JUSTIFY[container.align] }}
      >
        {shown.map((unit) => (
          <div
            key={unit.key}
            className="one-countdown-unit"
            // The min width (80 px by default) holds where there is room; in a narrow container
            // (a phone, a sidebar) the units share the row instead of wrapping (CSS below).
            style={
              {
                '--one-countdown-min': `${timeUnit.minWidth}px`,
                '--one-countdown-share': `calc((100% - ${container.gap * (shown.length - 1)}px) / ${shown.length})`,
                backgroundColor: timeUnit.backgroundColor,
              } as CSSProperties
            }
          >
            <span
              className="one-countdown-value"
              style={{
                ...({ '--one-countdown-size': `${timeUnit.fontSize}px` } as CSSProperties),
                color: timeUnit.color,
                fontFamily: `var(--one-font-${timeUnit.fontFamily})`,
              }}
            >
              {text(unit.key)}
            </span>
            <span
              className="one-countdown-label"
              style={
                {
                  '--one-countdown-label-size': `${label.fontSize}px`,
                  color: label.color,
                } as CSSProperties
              }
            >
              {t(`countdown.${unit.key}`)}
            </span>
          </div>
        ))}
      </div>
      {builder && !target && (
        <p className="one-countdown-hint" role="note">
          {data.targetDateTime
            ? 'The target date and time is not valid'
            : 'Set a target date and time'}
        </p>
      )}
    </div>
  );
}

export const countdownComponent = defineComponent({
  ...countdownSchema,
  icon: Timer,
  Render: Countdown,
  panel: countdownPanel,
  css: `
.one-countdown-wrap { display: flex; flex-direction: column; gap: 8px; width: 100%; container-type: inline-size; }
.one-countdown { display: flex; flex-wrap: nowrap; width: 100%; }
.one-countdown-unit {
  display: flex; flex-direction: column; align-items: center; box-sizing: border-box; min-width: var(--one-countdown-min, 80px); padding: 8px 4px;
  border-radius: var(--one-radius-card); background: var(--one-bg-card, transparent);
}
.one-countdown-value { font-size: var(--one-countdown-size, 32px); font-weight: 700; line-height: 1.1; font-variant-numeric: tabular-nums; color: var(--one-foreground); }
.one-countdown-label { font-size: var(--one-countdown-label-size, 12px); margin-top: 4px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--one-muted-foreground); font-family: var(--one-font-body); }
.one-countdown-completed { margin: 0; font-weight: 600; font-family: var(--one-font-heading); color: var(--one-foreground); }
.one-countdown-hint { margin: 0; font-size: 12px; text-align: center; color: var(--one-muted-foreground); font-family: var(--one-font-body); }
@container (max-width: 439.98px) {
  .one-countdown-unit { min-width: min(var(--one-countdown-min, 80px), var(--one-countdown-share, 25%)); }
  /* Four units in a narrow column: the figures and labels shrink with it rather than overflow. */
  .one-countdown-value { font-size: min(var(--one-countdown-size, 32px), 7.5cqi); }
  .one-countdown-label { font-size: min(var(--one-countdown-label-size, 12px), 3.2cqi); letter-spacing: 0; }
}
`,
});
