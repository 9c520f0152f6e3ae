import type { PanelHints } from '../panelHints';

const aligns = { left: 'Left', center: 'Center', right: 'Right' };

export const countdownPanel: PanelHints = {
  content: {
    targetDateTime: { label: 'Target date and time', widget: 'datetime', order: 1 },
    showDays: { label: 'Days', widget: 'toggle', order: 2, group: 'Time units shown' },
    showHours: { label: 'Hours', widget: 'toggle', order: 3, group: 'Time units shown' },
    showMinutes: { label: 'Minutes', widget: 'toggle', order: 4, group: 'Time units shown' },
    showSeconds: { label: 'Seconds', widget: 'toggle', order: 5, group: 'Time units shown' },
    showCompleted: {
      label: 'Show completed text',
      widget: 'toggle',
      order: 6,
      group: 'When completed',
    },
    completedText: { label: 'Completed text', widget: 'text', order: 7, group: 'When completed' },
  },
  style: {
    'timeUnit.fontSize': {
      label: 'Font size',
      widget: 'slider',
      unit: 'px',
      group: 'Time values',
      order: 1,
    },
    'timeUnit.minWidth': {
      label: 'Min width',
      widget: 'slider',
      unit: 'px',
      group: 'Time values',
      order: 2,
    },
    'timeUnit.color': { label: 'Color', widget: 'color', group: 'Time values', order: 3 },
    'timeUnit.backgroundColor': {
      label: 'Background',
      widget: 'color',
      group: 'Time values',
      order: 4,
    },
    'timeUnit.fontFamily': {
      label: 'Font',
      widget: 'segmented',
      group: 'Time values',
      order: 5,
      optionLabels: { body: 'Body', heading: 'Heading' },
    },
    'label.fontSize': {
      label: 'Font size',
      widget: 'slider',
      unit: 'px',
      group: 'Labels',
      order: 6,
    },
    'label.color': { label: 'Color', widget: 'color', group: 'Labels', order: 7 },
    'completionText.fontSize': {
      label: 'Font size',
      widget: 'slider',
      unit: 'px',
      group: 'Completion text',
      order: 8,
    },
    'completionText.color': { label: 'Color', widget: 'color', group: 'Completion text', order: 9 },
    'container.gap': { label: 'Gap', widget: 'slider', unit: 'px', group: 'Container', order: 10 },
    'container.align': {
      label: 'Align',
      widget: 'segmented',
      group: 'Container',
      order: 11,
      optionLabels: aligns,
    },
  },
};
