import type { PanelHints } from '../panelHints';
import { blocksPerLayout } from './schema';

export const blockGridPanel: PanelHints = {
  content: {
    containers: {
      label: 'Containers',
      widget: 'list',
      order: 0,
      help: '1 to 10 containers. Full holds 1 block, half 2, sidebars 3.',
      // blocks.md: containers are numbered 'c' + n.
      newItemId: { prefix: 'c' },
    },
    // Generated when a container is added ('c' + n); owners never see it.
    'containers.*.id': { hidden: true },
    'containers.*.layout': {
      label: 'Layout',
      widget: 'select',
      optionLabels: {
        full: 'Full',
        half: 'Half',
        'left-sidebar': 'Left sidebar',
        'right-sidebar': 'Right sidebar',
      },
    },
    'containers.*.title': {
      label: 'Title',
      help: 'Placeholders: {{tokenId}}, {{collection}}, {{email}}, {{firstName}}, {{lastName}}.',
    },
    'containers.*.blocks': {
      label: 'Blocks',
      widget: 'list',
      help: 'Full holds 1 block, half 2, sidebars 3. Blocks beyond that are kept but not shown.',
      maxItemsBy: { field: 'layout', counts: blocksPerLayout },
      // A block's id is referenced from other containers of its grid, so it is unique beyond
      // its own list; a new block takes the next slot, not slot 0 beside the first one.
      newItemId: { prefix: 'block-', random: true },
      ordersItems: true,
    },
    // A block's id is generated when it is added; owners never see it.
    'containers.*.blocks.*.id': { hidden: true },
    'containers.*.blocks.*.type': {
      label: 'Type',
      widget: 'select',
      optionLabels: {
        placeholder: 'Empty',
        text: 'Text',
        'text-image': 'Text and image',
        'image-text': 'Image and text',
        image: 'Image',
      },
    },
    'containers.*.blocks.*.action_type': {
      label: 'On click',
      widget: 'select',
      optionLabels: {
        image: 'Show the image',
        carousel: 'Show the gallery',
        post: 'Show the post',
        video: 'Play the video',
        iframe: 'Show the embed',
        url: 'Open the link',
        registration: 'Open registration',
      },
    },
    'containers.*.blocks.*.url': { label: 'Link', widget: 'url' },
    'containers.*.blocks.*.card.header': {
      label: 'Header',
      help: 'Placeholders: {{tokenId}}, {{collection}}, {{email}}, {{firstName}}, {{lastName}}.',
    },
    'containers.*.blocks.*.card.body.content': { label: 'Body', widget: 'richtext' },
    'containers.*.blocks.*.card.footer': { label: 'Footer' },
    'containers.*.blocks.*.image.url': { label: 'Image', widget: 'image-upload' },
    // foundation.md: the single-image dialog needs an image file type (without one, the URL's).
    'containers.*.blocks.*.image.file_type': {
      label: 'Image file type',
      placeholder: 'image/jpeg',
      help: "'Show the image' opens only for an image. Empty: judged by the link's ending (.jpg, .png, .webp…).",
    },
    'containers.*.blocks.*.background_image.url': {
      label: 'Background image',
      widget: 'image-upload',
    },
    'containers.*.blocks.*.video.url': { label: 'Video', widget: 'video-upload' },
    'containers.*.blocks.*.dialog.post_body': { label: 'Post body', widget: 'richtext' },
    'containers.*.blocks.*.dialog.post_date': { label: 'Post date', widget: 'date' },
    'containers.*.blocks.*.dialog.post_date_format': {
      label: 'Date format',
      widget: 'date-format',
      placeholder: 'MMMM d, yyyy',
      help: 'date-fns tokens: yyyy year, MM or MMMM month, d or dd day; words in single quotes.',
    },
    'containers.*.blocks.*.dialog.iframe_code': {
      label: 'Embed code',
      widget: 'code-html',
      help: 'Only the first iframe is kept; scripts are removed.',
    },
    'containers.*.blocks.*.dialog.iframe_url': { label: 'Embed URL', widget: 'url' },
    'containers.*.blocks.*.dialog.youtube': { label: 'YouTube link', widget: 'url' },
    'containers.*.blocks.*.style.color': { label: 'Text color', widget: 'color' },
    'containers.*.blocks.*.style.background_color': { label: 'Background', widget: 'color' },
    'containers.*.blocks.*.style.overlay_color': { label: 'Overlay', widget: 'color' },
    'containers.*.blocks.*.style.border_color': { label: 'Border color', widget: 'color' },
  },
  style: {
    'spacing.gap': { label: 'Gap', group: 'Spacing', placeholder: '16px' },
  },
};
