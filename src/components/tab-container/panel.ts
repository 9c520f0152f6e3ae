import type { FieldHint, PanelHints } from '../panelHints';

function boxHints(
  key: string,
  group: string,
  extra: Record<string, FieldHint> = {},
): Record<string, FieldHint> {
  return {
    [`${key}.color`]: { label: 'Text color', widget: 'color', group },
    [`${key}.backgroundColor`]: { label: 'Background', widget: 'color', group },
    [`${key}.padding`]: { label: 'Padding', widget: 'slider', unit: 'px', group },
    [`${key}.borderColor`]: { label: 'Border color', widget: 'color', group },
    [`${key}.borderWidth`]: { label: 'Border width', widget: 'slider', unit: 'px', group },
    [`${key}.borderRadius`]: { label: 'Radius', widget: 'slider', unit: 'px', group },
    [`${key}.fontSize`]: { label: 'Font size', widget: 'slider', unit: 'px', group },
    [`${key}.fontWeight`]: {
      label: 'Font weight',
      widget: 'select',
      group,
      optionLabels: { '400': 'Regular', '500': 'Medium', '600': 'Semibold', '700': 'Bold' },
    },
    [`${key}.fontFamily`]: {
      label: 'Font',
      widget: 'segmented',
      group,
      optionLabels: { body: 'Body', heading: 'Heading' },
    },
    [`${key}.textTransform`]: { label: 'Text transform', widget: 'select', group },
    ...extra,
  };
}

export const tabContainerPanel: PanelHints = {
  content: {
    tabs: {
      label: 'Tabs',
      widget: 'list',
      order: 0,
      help: '1 to 10 tabs. Drop components onto a tab in the canvas.',
      // Tabs count up: '1', '2'…
      newItemId: { prefix: '' },
    },
    // Owners name tabs; the id their components carry is generated when a tab is added.
    'tabs.*.id': { hidden: true },
    'tabs.*.label': {
      label: 'Label',
      placeholder: 'Tab label',
      help: 'What visitors read on the tab.',
    },
    'tabs.*.visibility.mobile': { label: 'Mobile', widget: 'toggle', group: 'Show on' },
    'tabs.*.visibility.tablet': { label: 'Tablet', widget: 'toggle', group: 'Show on' },
    'tabs.*.visibility.desktop': { label: 'Desktop', widget: 'toggle', group: 'Show on' },
    activeTab: { label: 'Tab shown first', widget: 'active-tab', order: 1 },
    tabPosition: {
      label: 'Tab bar position',
      widget: 'segmented',
      order: 2,
      optionLabels: { top: 'Top', bottom: 'Bottom', left: 'Left', right: 'Right' },
    },
  },
  style: {
    ...boxHints('tabBar', 'Tab bar', {
      'tabBar.gap': { label: 'Gap', widget: 'slider', unit: 'px', group: 'Tab bar' },
    }),
    ...boxHints('tabTrigger', 'Tabs'),
    ...boxHints('activeTab', 'Active tab'),
    ...boxHints('tabContent', 'Tab content', {
      'tabContent.gap': {
        label: 'Gap between components',
        widget: 'slider',
        unit: 'px',
        group: 'Tab content',
      },
    }),
  },
};
