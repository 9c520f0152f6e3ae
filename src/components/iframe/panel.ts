import type { PanelHints } from '../panelHints';

export const iframePanel: PanelHints = {
  content: {
    inputType: {
      label: 'Input type',
      widget: 'segmented',
      order: 1,
      optionLabels: { url: 'URL', html: 'HTML' },
    },
    src: {
      label: 'Source',
      widget: 'url',
      order: 2,
      placeholder: 'https://…',
      help: 'Only http and https addresses.',
    },
    htmlSnippet: {
      label: 'Snippet',
      widget: 'code-html',
      order: 3,
      placeholder: '<iframe src="https://…"></iframe>',
      help: 'Only the first iframe is used; scripts and event handlers are removed.',
    },
    title: { label: 'Title', widget: 'text', order: 4, help: 'Read out by screen readers.' },
    allowFullscreen: { label: 'Allow fullscreen', widget: 'toggle', order: 5 },
    aspectRatio: {
      label: 'Aspect ratio',
      widget: 'slider',
      step: 0.01,
      order: 6,
      help: 'Width divided by height: 1.78 is 16:9.',
    },
    responsive: { label: 'Responsive', widget: 'toggle', order: 7 },
  },
};
