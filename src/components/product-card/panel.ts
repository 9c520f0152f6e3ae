import type { PanelHints } from '../panelHints';

export const productCardPanel: PanelHints = {
  content: {
    showTitle: { label: 'Show title', widget: 'toggle', order: 3 },
    showDescription: { label: 'Show description', widget: 'toggle', order: 4 },
    maxCharacters: {
      label: 'Description preview length',
      widget: 'slider',
      unit: 'characters',
      order: 5,
      help: 'Longer descriptions get a Read more toggle.',
    },
    showPrice: { label: 'Show price', widget: 'toggle', order: 2 },
    showQuantity: {
      label: 'Show quantity',
      widget: 'toggle',
      order: 1,
      help: 'The edition: token number / quantity, e.g. 07/50.',
    },
  },
  style: {
    'title.color': { label: 'Title color', widget: 'color', group: 'Title' },
    'title.fontSize': { label: 'Title font size', widget: 'slider', unit: 'px', group: 'Title' },
    'description.color': { label: 'Description color', widget: 'color', group: 'Description' },
    'description.fontSize': {
      label: 'Description font size',
      widget: 'slider',
      unit: 'px',
      group: 'Description',
    },
    'price.color': { label: 'Price color', widget: 'color', group: 'Price' },
    'price.fontSize': { label: 'Price font size', widget: 'slider', unit: 'px', group: 'Price' },
    'edition.color': { label: 'Edition color', widget: 'color', group: 'Edition' },
    'edition.fontSize': {
      label: 'Edition font size',
      widget: 'slider',
      unit: 'px',
      group: 'Edition',
    },
  },
};
