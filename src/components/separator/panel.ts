import type { PanelHints } from '../panelHints';

export const separatorPanel: PanelHints = {
  style: {
    color: { label: 'Color', widget: 'color', order: 1 },
    thickness: { label: 'Thickness', widget: 'slider', unit: 'px', step: 1, order: 2 },
    style: {
      label: 'Style',
      widget: 'select',
      order: 3,
      optionLabels: {
        solid: 'Solid',
        dashed: 'Dashed',
        dotted: 'Dotted',
        double: 'Double',
        groove: 'Groove',
        ridge: 'Ridge',
        inset: 'Inset',
        outset: 'Outset',
      },
    },
  },
};
