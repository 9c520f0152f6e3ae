/**
 * foundation.md "Renderable types" — its 20 types, in the spec's order — plus blocks.md's
 * iframe block, which has an editor panel, data and states there (docs/decisions/components-2.md).
 */
export const componentTypes = [
  'share',
  'tab-container',
  'text',
  'video',
  'button',
  'image',
  'audio',
  'date-time',
  'links',
  'embed',
  'activity-feed',
  'block-grid',
  'separator',
  'carousel',
  'countdown',
  'location',
  'product-attributes',
  'product-card',
  'product-media',
  'registration',
  'iframe',
] as const;
export type ComponentType = (typeof componentTypes)[number];

export function isComponentType(value: string): value is ComponentType {
  return (componentTypes as readonly string[]).includes(value);
}

/** 'tab-container' → 'Tab-container Component' (foundation.md, unknown types). */
export function unknownComponentLabel(type: string): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Component`;
}
