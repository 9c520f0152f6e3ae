import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import { useContext, useEffect, useMemo, useState } from 'react';
import { RenderContext } from '../../renderer/RenderContext';
import type { ComponentRenderProps } from '../types';
import { formatDateTimeLabel, formatRelative, zonedDateTime } from './formatDateTime';
import type { DateTimeData, DateTimeStyles } from './schema';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** The page's "now", refreshed each minute after mount so relative labels stay true. */
function useMinuteClock(enabled: boolean): Date {
  const pageNow = useContext(RenderContext)?.now;
  const [now, setNow] = useState<Date>(() => pageNow ?? new Date(0));
  useEffect(() => {
    if (!enabled) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}

/** The date-time block as it renders (its own module: an island loads it without the schema). */
export function DateTime({
  data,
  styles,
  builder,
}: ComponentRenderProps<DateTimeData, DateTimeStyles>) {
  const now = useMinuteClock(data.relative);
  const label = useMemo(() => formatDateTimeLabel(data), [data]);
  const zoned = useMemo(() => zonedDateTime(data), [data]);
  if (!data.date) {
    return builder ? (
      <p className="one-date-time-empty" role="note">
        Choose a date
      </p>
    ) : null;
  }
  const text = data.relative && zoned ? formatRelative(zoned, now) : label;
  const Icon = data.icon === 'clock' ? Clock : data.icon === 'calendar' ? CalendarDays : null;
  const { datetime, container, icon } = styles;
  return (
    <div
      className="one-date-time"
      style={{ gap: `${container.gap}px`, justifyContent: JUSTIFY[container.align] }}
    >
      {Icon && (
        <Icon
          className="one-date-time-icon"
          aria-hidden="true"
          style={{ width: icon.size, height: icon.size, color: icon.color }}
        />
      )}
      <time
        className="one-date-time-label"
        dateTime={zoned ? new Date(zoned.getTime()).toISOString() : undefined}
        title={data.relative && zoned ? label : undefined}
        style={{
          fontSize: `${datetime.fontSize}px`,
          fontFamily: `var(--one-font-${datetime.fontFamily})`,
          fontWeight: Number(datetime.fontWeight),
          lineHeight: datetime.lineHeight,
          letterSpacing: `${datetime.letterSpacing}px`,
          textTransform: datetime.textTransform,
          color: datetime.color,
        }}
      >
        {text}
      </time>
    </div>
  );
}
