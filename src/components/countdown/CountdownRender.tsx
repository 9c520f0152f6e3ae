import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { ComponentRenderProps } from '../types';
import { COUNTDOWN_COMPLETED_TEXT } from './completedText';
import {
  COUNTDOWN_PLACEHOLDER,
  COUNTDOWN_TICK_MS,
  countdownUnits,
  padUnit,
  parseCountdownTarget,
  splitRemaining,
  type CountdownUnit,
} from './remaining';
import type { CountdownData, CountdownStyles } from './schema';
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

/** The countdown block as it renders (its own module: an island loads it without the schema). */
export function Countdown({
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
