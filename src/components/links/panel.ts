import type { PanelHints } from '../panelHints';

export const linkTypeLabels = {
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  discord: 'Discord',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  custom: 'Custom',
} as const;

export const linksPanel: PanelHints = {
  content: {
    title: { label: 'Title', widget: 'text', order: 1 },
    showTitles: { label: 'Show titles', widget: 'toggle', order: 2 },
    showIcons: { label: 'Show icons', widget: 'toggle', order: 3 },
    links: { label: 'Links', widget: 'list', order: 4, help: 'From 1 to 20 links.' },
    'links.*.id': { hidden: true },
    'links.*.type': { label: 'Type', widget: 'select', order: 1, optionLabels: linkTypeLabels },
    'links.*.url': {
      label: 'URL',
      widget: 'url',
      order: 2,
      placeholder: 'https://…, mailto:… or tel:…',
      help: 'Only web addresses, mailto: and tel: links are used.',
    },
    'links.*.text': { label: 'Text', widget: 'text', order: 3 },
    'links.*.target': {
      label: 'Target',
      widget: 'segmented',
      order: 4,
      optionLabels: { _self: 'Same tab (_self)', _blank: 'New tab (_blank)' },
    },
    'links.*.icon': {
      label: 'Custom icon (SVG)',
      widget: 'svg',
      order: 5,
      help: 'Scripts, event handlers and external references are removed.',
    },
  },
  style: {
    gap: { label: 'Gap', widget: 'slider', unit: 'px', order: 1 },
    layout: {
      label: 'Layout',
      widget: 'segmented',
      order: 2,
      optionLabels: { list: 'List', row: 'Row' },
    },
    align: {
      label: 'Align',
      widget: 'segmented',
      order: 3,
      optionLabels: { left: 'Left', center: 'Center', right: 'Right' },
    },
    'title.fontSize': {
      label: 'Font size',
      widget: 'slider',
      unit: 'px',
      group: 'Title',
      order: 4,
    },
    'title.color': { label: 'Color', widget: 'color', group: 'Title', order: 5 },
    'title.marginBottom': {
      label: 'Margin bottom',
      widget: 'slider',
      unit: 'px',
      group: 'Title',
      order: 6,
    },
    'link.fontSize': { label: 'Font size', widget: 'slider', unit: 'px', group: 'Link', order: 7 },
    'link.color': { label: 'Text color', widget: 'color', group: 'Link', order: 8 },
    'link.backgroundColor': { label: 'Background', widget: 'color', group: 'Link', order: 9 },
    'link.borderColor': { label: 'Border color', widget: 'color', group: 'Link', order: 10 },
    'link.borderRadius': {
      label: 'Corner radius',
      widget: 'slider',
      unit: 'px',
      group: 'Link',
      order: 11,
    },
    'icon.size': { label: 'Icon size', widget: 'slider', unit: 'px', group: 'Icon', order: 12 },
    'icon.color': { label: 'Icon color', widget: 'color', group: 'Icon', order: 13 },
  },
};
