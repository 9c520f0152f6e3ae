import type { PanelHints } from '../panelHints';

export const videoPanel: PanelHints = {
  content: {
    type: {
      label: 'Source',
      widget: 'segmented',
      order: 0,
      optionLabels: { url: 'URL', upload: 'Upload' },
    },
    src: {
      label: 'Video',
      widget: 'video-source',
      order: 1,
      placeholder: 'https://www.youtube.com/watch?v=…',
      help: 'YouTube and Vimeo links become players; other links play directly. Uploads: video files up to 5MB, with a poster from the frame at 1 second.',
    },
    poster: { hidden: true },
    autoplay: {
      label: 'Autoplay',
      widget: 'toggle',
      order: 2,
      help: 'Browsers only autoplay muted videos.',
    },
    muted: { label: 'Muted', widget: 'toggle', order: 3 },
    loop: { label: 'Loop', widget: 'toggle', order: 4 },
    controls: { label: 'Show controls', widget: 'toggle', order: 5 },
  },
  style: {
    'video.aspectRatio': { label: 'Aspect ratio', widget: 'select', group: 'Video' },
    'video.width': { label: 'Width', group: 'Video', placeholder: '100%' },
    'video.height': { label: 'Height', group: 'Video', placeholder: 'From the aspect ratio' },
  },
};
