import type { PanelHints } from '../panelHints';

export const audioPanel: PanelHints = {
  content: {
    type: {
      label: 'Source type',
      widget: 'segmented',
      order: 1,
      group: 'Media',
      optionLabels: { url: 'URL', upload: 'Upload' },
    },
    src: {
      label: 'Source',
      widget: 'audio-upload',
      order: 2,
      group: 'Media',
      placeholder: 'https://open.spotify.com/track/… or https://…/song.mp3',
      help: 'Spotify and SoundCloud links show their player; other links play in an audio player. Uploads up to 5 MB.',
    },
    autoplay: {
      label: 'Autoplay',
      widget: 'toggle',
      order: 3,
      group: 'Media',
      help: 'Most browsers only autoplay after the visitor has interacted with the page.',
    },
    loop: { label: 'Loop', widget: 'toggle', order: 4, group: 'Media' },
  },
};
