import { defineComponent } from '../types';
import { DateTime } from './DateTimeRender';
import { dateTimePanel } from './panel';
import { dateTimeSchema } from './schema';

export const dateTimeComponent = defineComponent({
  ...dateTimeSchema,
  Render: DateTime,
  panel: dateTimePanel,
  css: `
.one-date-time { display: flex; align-items: center; color: var(--one-foreground); }
.one-date-time-icon { flex: none; color: var(--one-muted-foreground); }
.one-date-time-empty { margin: 0; padding: 12px; border: 1px dashed var(--one-border); color: var(--one-muted-foreground); font-family: var(--one-font-body); }
`,
});
