import type { PanelHints } from '../panelHints';

export const dateTimePanel: PanelHints = {
  content: {
    date: { label: 'Date', widget: 'date', order: 1 },
    time: {
      label: 'Time',
      widget: 'time',
      order: 2,
      help: 'HH:MM, 24-hour. Empty shows the date alone.',
    },
    timezone: { label: 'Timezone', widget: 'timezone', order: 5 },
    format: {
      label: 'Format',
      widget: 'date-format',
      order: 3,
      placeholder: 'MMM dd, yyyy',
      help: "date-fns tokens: yyyy year, MM month, dd day, EEEE weekday, HH:mm time; words in single quotes. 'MMM dd, yyyy', 'EEEE d MMMM', \"MMM dd, yyyy 'at' h:mm a\".",
    },
    icon: {
      label: 'Icon',
      widget: 'segmented',
      order: 4,
      optionLabels: { none: 'None', calendar: 'Calendar', clock: 'Clock' },
    },
    relative: {
      label: 'Relative',
      widget: 'toggle',
      order: 6,
      help: "Shows '3d ago', 'in 2h' or 'just now'.",
    },
  },
  style: {
    'datetime.fontSize': {
      label: 'Font size',
      widget: 'slider',
      unit: 'px',
      group: 'Label',
      order: 1,
    },
    'datetime.fontFamily': {
      label: 'Font',
      widget: 'segmented',
      group: 'Label',
      order: 2,
      optionLabels: { body: 'Body', heading: 'Heading' },
    },
    'datetime.fontWeight': { label: 'Weight', widget: 'select', group: 'Label', order: 3 },
    'datetime.lineHeight': {
      label: 'Line height',
      widget: 'slider',
      step: 0.1,
      group: 'Label',
      order: 4,
    },
    'datetime.letterSpacing': {
      label: 'Letter spacing',
      widget: 'slider',
      unit: 'px',
      step: 0.5,
      group: 'Label',
      order: 5,
    },
    'datetime.textTransform': {
      label: 'Text transform',
      widget: 'select',
      group: 'Label',
      order: 6,
    },
    'datetime.color': { label: 'Color', widget: 'color', group: 'Label', order: 7 },
    'container.gap': { label: 'Gap', widget: 'slider', unit: 'px', group: 'Container', order: 8 },
    'container.align': {
      label: 'Align',
      widget: 'segmented',
      group: 'Container',
      order: 9,
      optionLabels: { left: 'Left', center: 'Center', right: 'Right' },
    },
    'icon.size': { label: 'Size', widget: 'slider', unit: 'px', group: 'Icon', order: 10 },
    'icon.color': { label: 'Color', widget: 'color', group: 'Icon', order: 11 },
  },
};
