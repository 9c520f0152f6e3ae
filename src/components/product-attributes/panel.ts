import type { PanelHints } from '../panelHints';

export const productAttributesPanel: PanelHints = {
  content: {
    title: {
      label: 'Title',
      widget: 'text',
      order: 1,
      help: 'Leave empty to show the table without a heading.',
    },
  },
  style: {
    'title.color': { label: 'Title color', widget: 'color', group: 'Title' },
    'title.fontSize': { label: 'Title font size', widget: 'slider', unit: 'px', group: 'Title' },
    'table.labelColor': { label: 'Label color', widget: 'color', group: 'Table' },
    'table.valueColor': { label: 'Value color', widget: 'color', group: 'Table' },
    'table.dividerColor': { label: 'Divider color', widget: 'color', group: 'Table' },
    'table.fontSize': { label: 'Font size', widget: 'slider', unit: 'px', group: 'Table' },
  },
};
