import type { FieldHint, PanelHints } from '../panelHints';

const groups = { text: 'Paragraphs', h1: 'Heading 1', h2: 'Heading 2', h3: 'Heading 3' } as const;

function typographyHints(key: keyof typeof groups, order: number): Record<string, FieldHint> {
  const group = groups[key];
  return {
    [`${key}.color`]: { label: 'Color', widget: 'color', group, order },
    [`${key}.fontSize`]: {
      label: 'Font size',
      widget: 'slider',
      unit: 'px',
      step: 1,
      group,
      order: order + 1,
    },
    [`${key}.lineHeight`]: {
      label: 'Line height',
      widget: 'slider',
      step: 0.1,
      group,
      order: order + 2,
    },
    [`${key}.letterSpacing`]: {
      label: 'Letter spacing',
      widget: 'slider',
      unit: 'px',
      step: 0.5,
      group,
      order: order + 3,
    },
    [`${key}.textTransform`]: {
      label: 'Text transform',
      widget: 'select',
      group,
      order: order + 4,
    },
    [`${key}.fontFamily`]: {
      label: 'Font',
      widget: 'segmented',
      group,
      order: order + 5,
      optionLabels: { body: 'Body', heading: 'Heading' },
    },
    [`${key}.align`]: { label: 'Align', widget: 'segmented', group, order: order + 6 },
    [`${key}.marginBottom`]: {
      label: 'Margin bottom',
      widget: 'slider',
      unit: 'px',
      group,
      order: order + 7,
    },
  };
}

export const textPanel: PanelHints = {
  content: {
    content: { label: 'Text', widget: 'richtext', order: 0 },
  },
  style: {
    ...typographyHints('text', 0),
    ...typographyHints('h1', 10),
    ...typographyHints('h2', 20),
    ...typographyHints('h3', 30),
  },
};
