import type { PanelHints } from '../panelHints';
import { sharePlatformLabels } from './platforms';

export const sharePanel: PanelHints = {
  content: {
    title: { label: 'Title', order: 0, placeholder: 'Share this' },
    text: {
      label: 'Share text',
      widget: 'textarea',
      order: 1,
      help: 'Sent with the link where the platform allows it.',
    },
    url: { label: 'URL to share', widget: 'url', order: 2, placeholder: 'Blank: the current page' },
    showLabels: { label: 'Show labels', widget: 'toggle', order: 3 },
    platforms: { label: 'Platforms', widget: 'list', order: 4 },
    'platforms.*.platform': {
      label: 'Platform',
      widget: 'select',
      optionLabels: sharePlatformLabels,
    },
    'platforms.*.id': { hidden: true },
    discordClientId: {
      label: 'Discord client id',
      order: 5,
      help: 'The Discord button opens the authorisation link of this bot.',
      shownWhen: (share) =>
        Array.isArray(share.platforms) &&
        share.platforms.some(
          (item) =>
            typeof item === 'object' &&
            item !== null &&
            (item as { platform?: unknown }).platform === 'discord',
        ),
    },
  },
  style: {
    'container.flexDirection': {
      label: 'Direction',
      widget: 'segmented',
      group: 'Layout',
      optionLabels: { row: 'Row', column: 'Column' },
    },
    'container.justifyContent': {
      label: 'Alignment',
      widget: 'select',
      group: 'Layout',
      optionLabels: {
        'flex-start': 'Start',
        center: 'Center',
        'flex-end': 'End',
        'space-between': 'Spread',
      },
    },
    'container.gap': { label: 'Gap', widget: 'slider', unit: 'px', group: 'Layout' },
    'buttons.padding': { label: 'Padding', group: 'Buttons' },
    'buttons.fontSize': { label: 'Font size', widget: 'slider', unit: 'px', group: 'Buttons' },
    'buttons.borderRadius': { label: 'Radius', widget: 'slider', unit: 'px', group: 'Buttons' },
    'buttons.backgroundColor': { label: 'Background', widget: 'color', group: 'Buttons' },
    'buttons.hoverBackgroundColor': {
      label: 'Hover background',
      widget: 'color',
      group: 'Buttons',
    },
    'buttons.color': { label: 'Text color', widget: 'color', group: 'Buttons' },
    'buttons.borderColor': { label: 'Border color', widget: 'color', group: 'Buttons' },
    'buttons.borderWidth': {
      label: 'Border width',
      widget: 'slider',
      unit: 'px',
      group: 'Buttons',
    },
    'icons.size': { label: 'Icon size', widget: 'slider', unit: 'px', group: 'Icons' },
    'icons.fill': { label: 'Icon color', widget: 'color', group: 'Icons' },
    'icons.brandColors': { label: 'Brand colors', widget: 'toggle', group: 'Icons' },
  },
};
