import { defineComponent } from '../types';
import { Countdown } from './CountdownRender';
import { countdownPanel } from './panel';
import { countdownSchema } from './schema';

export const countdownComponent = defineComponent({
  ...countdownSchema,
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
