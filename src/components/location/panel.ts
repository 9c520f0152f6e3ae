import type { PanelHints } from '../panelHints';

export const locationPanel: PanelHints = {
  content: {
    address: {
      label: 'Address',
      widget: 'text',
      order: 1,
      group: 'Address',
      placeholder: '123 Main Street',
    },
    city: { label: 'City', widget: 'text', order: 2, group: 'Address' },
    state: { label: 'State', widget: 'text', order: 3, group: 'Address' },
    zip: { label: 'Zip', widget: 'text', order: 4, group: 'Address' },
    country: { label: 'Country', widget: 'text', order: 5, group: 'Address' },
    'coordinates.lat': {
      label: 'Latitude',
      widget: 'number',
      step: 0.000001,
      // blocks.md: "shown with 6 decimals".
      decimals: 6,
      order: 9,
      group: 'Coordinates',
    },
    'coordinates.lng': {
      label: 'Longitude',
      widget: 'number',
      step: 0.000001,
      decimals: 6,
      order: 10,
      group: 'Coordinates',
    },
    showIcon: { label: 'Show icon', widget: 'toggle', order: 6 },
    link: {
      label: 'Link',
      widget: 'url',
      order: 7,
      help: 'Empty links to the map of the address or coordinates.',
      placeholder: 'https://…',
    },
    target: {
      label: 'Target',
      widget: 'segmented',
      order: 8,
      optionLabels: { _self: 'Same tab (_self)', _blank: 'New tab (_blank)' },
    },
  },
  style: {
    'container.gap': { label: 'Gap', widget: 'slider', unit: 'px', group: 'Container', order: 1 },
    'container.align': {
      label: 'Align',
      widget: 'segmented',
      group: 'Container',
      order: 2,
      optionLabels: { left: 'Left', center: 'Center', right: 'Right' },
    },
    'text.fontSize': { label: 'Font size', widget: 'slider', unit: 'px', group: 'Text', order: 3 },
    'text.color': { label: 'Color', widget: 'color', group: 'Text', order: 4 },
    'text.lineHeight': {
      label: 'Line height',
      widget: 'slider',
      step: 0.1,
      group: 'Text',
      order: 5,
    },
    'icon.size': { label: 'Icon size', widget: 'slider', unit: 'px', group: 'Icon', order: 6 },
    'icon.color': { label: 'Icon color', widget: 'color', group: 'Icon', order: 7 },
  },
};
