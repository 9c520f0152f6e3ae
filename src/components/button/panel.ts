import type { PanelHints } from '../panelHints';
import { buttonStylePanelHints } from '../shared/buttonStyle';

export const buttonPanel: PanelHints = {
  content: {
    text: { label: 'Text', widget: 'text', order: 1, placeholder: 'Button' },
    link: {
      label: 'Link',
      widget: 'url',
      order: 2,
      placeholder: 'https://…, mailto:… or tel:…',
      help: 'A web address, mailto: or tel: link, or a path on this site.',
    },
    target: {
      label: 'Target',
      widget: 'segmented',
      order: 3,
      optionLabels: { _self: 'Same tab (_self)', _blank: 'New tab (_blank)' },
    },
    variant: {
      label: 'Variant',
      widget: 'segmented',
      order: 4,
      optionLabels: { primary: 'Primary', secondary: 'Secondary', outline: 'Outline' },
    },
  },
  style: buttonStylePanelHints('button'),
};
