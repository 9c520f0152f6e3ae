import type { FieldHint, PanelHints } from '../panelHints';

const fieldHints = (name: string, title: string, order: number): Record<string, FieldHint> => ({
  [`fields.${name}.show`]: {
    label: `Show ${title.toLowerCase()}`,
    widget: 'toggle',
    group: `Form: ${title}`,
    order,
  },
  [`fields.${name}.required`]: {
    label: 'Required',
    widget: 'toggle',
    group: `Form: ${title}`,
    order: order + 0.1,
  },
  [`fields.${name}.label`]: {
    label: 'Label',
    widget: 'text',
    group: `Form: ${title}`,
    order: order + 0.2,
  },
  [`fields.${name}.description`]: {
    label: 'Help text',
    widget: 'text',
    group: `Form: ${title}`,
    order: order + 0.3,
  },
  [`fields.${name}.placeholder`]: {
    label: 'Placeholder',
    widget: 'text',
    group: `Form: ${title}`,
    order: order + 0.4,
  },
});

const textStyleHints = (prefix: string, group: string): Record<string, FieldHint> => ({
  [`${prefix}.color`]: { label: 'Color', widget: 'color', group },
  [`${prefix}.fontSize`]: { label: 'Font size', widget: 'slider', unit: 'px', group },
  [`${prefix}.lineHeight`]: { label: 'Line height', widget: 'slider', step: 0.1, group },
  [`${prefix}.letterSpacing`]: {
    label: 'Letter spacing',
    widget: 'slider',
    unit: 'px',
    step: 0.5,
    group,
  },
  [`${prefix}.marginBottom`]: { label: 'Margin bottom', widget: 'slider', unit: 'px', group },
});

/** blocks.md: content covers settings, buttons, form fields and feed display; styles cover text, title, modal and buttons. */
export const activityFeedPanel: PanelHints = {
  content: {
    allowUserUploads: {
      label: 'Let product owners post',
      widget: 'toggle',
      group: 'Settings',
      order: 1,
      help: 'Off hides the Add to Feed button. Collection activity settings override these.',
    },
    title: { label: 'Form title', widget: 'text', group: 'Settings', order: 2 },
    message: { label: 'Form message', widget: 'textarea', group: 'Settings', order: 3 },
    'buttons.add.label': { label: 'Add button label', widget: 'text', group: 'Buttons', order: 10 },
    'buttons.add.variant': {
      label: 'Add button style',
      widget: 'segmented',
      group: 'Buttons',
      order: 11,
      optionLabels: { primary: 'Primary', secondary: 'Secondary', outline: 'Outline' },
    },
    'buttons.add.class_name': {
      label: 'Add button CSS class',
      widget: 'text',
      group: 'Buttons',
      order: 12,
    },
    'buttons.submit.label': {
      label: 'Submit button label',
      widget: 'text',
      group: 'Buttons',
      order: 13,
    },
    'buttons.submit.variant': {
      label: 'Submit button style',
      widget: 'segmented',
      group: 'Buttons',
      order: 14,
      optionLabels: { primary: 'Primary', secondary: 'Secondary', outline: 'Outline' },
    },
    'buttons.submit.class_name': {
      label: 'Submit button CSS class',
      widget: 'text',
      group: 'Buttons',
      order: 15,
    },
    ...fieldHints('upload', 'Image', 20),
    ...fieldHints('title', 'Title', 21),
    ...fieldHints('caption', 'Caption', 22),
    ...fieldHints('location', 'Location', 23),
    'feed.pageSize': {
      // blocks.md "Feed page size 5 to 50 in steps of 5".
      label: 'Page size',
      help: 'Posts per page.',
      widget: 'slider',
      step: 5,
      group: 'Feed display',
      order: 30,
    },
    'feed.sortOrder': {
      label: 'Order',
      widget: 'segmented',
      group: 'Feed display',
      order: 31,
      optionLabels: { newest: 'Newest first', oldest: 'Oldest first' },
    },
    'feed.showImage': { label: 'Show images', widget: 'toggle', group: 'Feed display', order: 32 },
    'feed.showTitle': { label: 'Show titles', widget: 'toggle', group: 'Feed display', order: 33 },
    'feed.showCaption': {
      label: 'Show captions',
      widget: 'toggle',
      group: 'Feed display',
      order: 34,
    },
    'feed.showLocations': {
      label: 'Show locations',
      widget: 'toggle',
      group: 'Feed display',
      order: 35,
    },
    'feed.showDate': { label: 'Show dates', widget: 'toggle', group: 'Feed display', order: 36 },
    'feed.showAuthor': {
      label: 'Show authors',
      widget: 'toggle',
      group: 'Feed display',
      order: 37,
    },
    'feed.noActivityMessage': {
      label: 'Empty feed text',
      widget: 'text',
      group: 'Feed display',
      order: 38,
    },
    'feed.showAuthenticationError': {
      label: 'Show sign-in error',
      widget: 'toggle',
      group: 'Feed display',
      order: 39,
    },
    'feed.authenticationErrorText': {
      label: 'Sign-in error text',
      widget: 'text',
      group: 'Feed display',
      order: 40,
    },
  },
  style: {
    ...textStyleHints('text', 'Text'),
    ...textStyleHints('title', 'Title'),
    'modal.backgroundColor': { label: 'Background', widget: 'color', group: 'Modal' },
    'modal.padding': { label: 'Padding', widget: 'text', group: 'Modal', placeholder: '20px' },
    'modal.border.color': { label: 'Border color', widget: 'color', group: 'Modal' },
    'modal.border.width': { label: 'Border width', widget: 'slider', unit: 'px', group: 'Modal' },
    'modal.border.radius': { label: 'Corner radius', widget: 'slider', unit: 'px', group: 'Modal' },
    'button.color': { label: 'Text color', widget: 'color', group: 'Buttons' },
    'button.backgroundColor': { label: 'Background', widget: 'color', group: 'Buttons' },
    'button.fontSize': { label: 'Font size', widget: 'slider', unit: 'px', group: 'Buttons' },
    'button.borderRadius': {
      label: 'Corner radius',
      widget: 'slider',
      unit: 'px',
      group: 'Buttons',
    },
  },
};
