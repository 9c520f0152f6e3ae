import type { FieldHint, PanelHints } from '../panelHints';

const devices = (key: string, group: string): Record<string, FieldHint> => ({
  [`${key}.mobile`]: { label: 'Mobile (under 768px)', widget: 'toggle', group },
  [`${key}.tablet`]: { label: 'Tablet (768-1023px)', widget: 'toggle', group },
  [`${key}.desktop`]: { label: 'Desktop (1024px and over)', widget: 'toggle', group },
});

/** Panel hints for the carousel styles, shared with product media. */
export const carouselStyleHints: Record<string, FieldHint> = {
  'carousel.height': { label: 'Height', group: 'Carousel', placeholder: '400px' },
  'carousel.aspectRatio': {
    label: 'Aspect ratio',
    widget: 'select',
    group: 'Carousel',
    help: 'Overrides the height.',
  },
  'carousel.border.color': { label: 'Border color', widget: 'color', group: 'Carousel' },
  'carousel.border.width': {
    label: 'Border width',
    widget: 'slider',
    unit: 'px',
    group: 'Carousel',
  },
  'carousel.border.radius': { label: 'Radius', widget: 'slider', unit: 'px', group: 'Carousel' },
  'carousel.border.style': { label: 'Border style', widget: 'select', group: 'Carousel' },
  'carousel.boxShadow': {
    label: 'Shadow',
    group: 'Carousel',
    placeholder: '0 4px 12px rgba(0,0,0,.15)',
  },
  'slides.gap': { label: 'Gap', widget: 'slider', unit: 'px', group: 'Slides' },
  'slides.borderRadius': { label: 'Radius', widget: 'slider', unit: 'px', group: 'Slides' },
  'navigation.width': { label: 'Arrow width', widget: 'slider', unit: 'px', group: 'Arrows' },
  'navigation.height': { label: 'Arrow height', widget: 'slider', unit: 'px', group: 'Arrows' },
  'navigation.backgroundColor': { label: 'Background', widget: 'color', group: 'Arrows' },
  'navigation.hoverBackgroundColor': {
    label: 'Hover background',
    widget: 'color',
    group: 'Arrows',
  },
  'navigation.opacity': { label: 'Opacity', widget: 'slider', step: 0.05, group: 'Arrows' },
  'navigation.hoverOpacity': {
    label: 'Hover opacity',
    widget: 'slider',
    step: 0.05,
    group: 'Arrows',
  },
  'navigation.border.color': { label: 'Border color', widget: 'color', group: 'Arrows' },
  'navigation.border.width': {
    label: 'Border width',
    widget: 'slider',
    unit: 'px',
    group: 'Arrows',
  },
  'navigation.border.radius': { label: 'Radius', widget: 'slider', unit: 'px', group: 'Arrows' },
  'navigation.icon.fill': { label: 'Icon color', widget: 'color', group: 'Arrows' },
  'navigation.icon.size': { label: 'Icon size', widget: 'slider', unit: 'px', group: 'Arrows' },
  'indicators.backgroundColor': { label: 'Dot color', widget: 'color', group: 'Dots' },
  'indicators.activeBackgroundColor': { label: 'Active dot color', widget: 'color', group: 'Dots' },
  // blocks.md "indicator size 4 to 16 … indicator gap 2 to 12".
  'indicators.size': { label: 'Indicator size', widget: 'slider', unit: 'px', group: 'Dots' },
  'indicators.gap': { label: 'Indicator gap', widget: 'slider', unit: 'px', group: 'Dots' },
  'indicators.position': {
    label: 'Position',
    widget: 'segmented',
    group: 'Dots',
    optionLabels: { inside: 'On the image', outside: 'Below' },
  },
};

/** Autoplay and per-device control hints, shared with product media. */
export const carouselBehaviourHints: Record<string, FieldHint> = {
  autoplay: { label: 'Autoplay', widget: 'toggle', order: 10, group: 'Playback' },
  interval: {
    label: 'Interval',
    widget: 'slider',
    unit: 's',
    step: 1,
    order: 11,
    group: 'Playback',
  },
  pauseOnHover: { label: 'Pause on hover', widget: 'toggle', order: 12, group: 'Playback' },
  ...devices('hideNavigation', 'Hide arrows on'),
  ...devices('hidePagination', 'Hide dots on'),
};

export const carouselPanel: PanelHints = {
  content: {
    images: { label: 'Slides', widget: 'list', order: 0 },
    'images.*.src': { label: 'Image', widget: 'image-upload' },
    'images.*.alt': { label: 'Alt text', help: 'Describes the image for screen readers.' },
    'images.*.title': { label: 'Title' },
    'images.*.caption': { label: 'Caption', widget: 'textarea' },
    'images.*.objectFit': { label: 'Fit', widget: 'select' },
    captionStyle: {
      label: 'Caption',
      widget: 'segmented',
      order: 1,
      optionLabels: { overlay: 'Over the image', bottom: 'Below' },
    },
    titleStyle: {
      label: 'Title',
      widget: 'segmented',
      order: 2,
      optionLabels: { 'with-caption': 'With caption', 'above-slide': 'Above the slide' },
    },
    orientation: {
      label: 'Orientation',
      widget: 'segmented',
      order: 3,
      optionLabels: { horizontal: 'Horizontal', vertical: 'Vertical' },
      help: 'Vertical carousels have no arrow buttons.',
    },
    ...carouselBehaviourHints,
  },
  style: carouselStyleHints,
};
