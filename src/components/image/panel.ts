import type { PanelHints } from '../panelHints';
import { imageUploadBounds } from './schema';

const aligns = { left: 'Left', center: 'Center', right: 'Right' };

export const imagePanel: PanelHints = {
  content: {
    source: {
      label: 'Source',
      widget: 'segmented',
      order: 1,
      optionLabels: { upload: 'Upload', url: 'URL' },
    },
    src: {
      label: 'Image',
      widget: 'image-upload',
      order: 2,
      help: `JPG, PNG or WebP, up to ${imageUploadBounds.maxBytes / 1048576} MB. Larger photos are optimised before upload.`,
      placeholder: 'https://…',
    },
    alt: {
      label: 'Alt text',
      widget: 'text',
      order: 3,
      help: 'Describes the image for people using screen readers.',
    },
    caption: { label: 'Caption', widget: 'textarea', order: 4 },
    link: { label: 'Link', widget: 'url', order: 5, placeholder: 'https://…' },
    target: {
      label: 'Target',
      widget: 'segmented',
      order: 6,
      optionLabels: { _self: 'Same tab (_self)', _blank: 'New tab (_blank)' },
    },
  },
  style: {
    'image.align': {
      label: 'Align',
      widget: 'segmented',
      group: 'Image',
      order: 1,
      optionLabels: aligns,
    },
    'image.width': {
      label: 'Width',
      widget: 'slider',
      unit: 'px',
      group: 'Image',
      order: 2,
      help: 'Empty fills the width.',
    },
    'image.height': {
      label: 'Height',
      widget: 'slider',
      unit: 'px',
      group: 'Image',
      order: 3,
      help: 'Empty is 220 px.',
    },
    'image.objectFit': {
      label: 'Fit',
      widget: 'select',
      group: 'Image',
      order: 4,
      optionLabels: {
        cover: 'Cover',
        contain: 'Contain',
        fill: 'Fill',
        'scale-down': 'Scale down',
        none: 'None',
      },
    },
    'image.objectPosition': {
      label: 'Position',
      widget: 'text',
      group: 'Image',
      order: 5,
      placeholder: 'center',
    },
    'image.borderRadius': {
      label: 'Corner radius',
      widget: 'slider',
      unit: 'px',
      group: 'Image',
      order: 6,
    },
    'image.filter': {
      label: 'Filter',
      widget: 'text',
      group: 'Image',
      order: 7,
      placeholder: 'grayscale(1)',
    },
    'caption.fontSize': {
      label: 'Font size',
      widget: 'slider',
      unit: 'px',
      group: 'Caption',
      order: 8,
    },
    'caption.margin': {
      // blocks.md "caption font 8 to 32; margin 0 to 32": the space above the caption.
      label: 'Margin',
      help: 'Space between the image and its caption.',
      widget: 'slider',
      unit: 'px',
      group: 'Caption',
      order: 9,
    },
    'caption.color': { label: 'Color', widget: 'color', group: 'Caption', order: 10 },
    'caption.align': {
      label: 'Align',
      widget: 'segmented',
      group: 'Caption',
      order: 11,
      optionLabels: aligns,
    },
  },
};
