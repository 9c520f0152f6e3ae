import type { PanelHints } from '../panelHints';
import { embedProviderNames } from './providers';

export const embedPanel: PanelHints = {
  content: {
    url: {
      label: 'Link',
      widget: 'url',
      order: 1,
      placeholder: 'https://www.youtube.com/watch?v=…',
      help: `Paste a link from ${embedProviderNames}.`,
    },
    title: {
      label: 'Title',
      widget: 'text',
      order: 2,
      help: 'Read out by screen readers. Empty uses the provider’s.',
    },
  },
  style: {
    align: {
      label: 'Align',
      widget: 'segmented',
      order: 1,
      optionLabels: { left: 'Left', center: 'Center', right: 'Right' },
    },
  },
};
