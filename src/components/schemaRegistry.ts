import type { ComponentSchemaDefinition } from '../schema/componentSchema';
import type { ComponentType } from '../schema/componentTypes';
import {
  parseLayout,
  type ParseLayoutOptions,
  type ParseLayoutResult,
} from '../schema/layout/parseLayout';
import { shareSchema } from './share/schema';
import { tabContainerSchema } from './tab-container/schema';
import { textSchema } from './text/schema';
import { videoSchema } from './video/schema';
import { buttonSchema } from './button/schema';
import { imageSchema } from './image/schema';
import { audioSchema } from './audio/schema';
import { dateTimeSchema } from './date-time/schema';
import { linksSchema } from './links/schema';
import { embedSchema } from './embed/schema';
import { activityFeedSchema } from './activity-feed/schema';
import { blockGridSchema } from './block-grid/schema';
import { separatorSchema } from './separator/schema';
import { carouselSchema } from './carousel/schema';
import { countdownSchema } from './countdown/schema';
import { locationSchema } from './location/schema';
import { productAttributesSchema } from './product-attributes/schema';
import { productCardSchema } from './product-card/schema';
import { productMediaSchema } from './product-media/schema';
import { registrationSchema } from './registration/schema';
import { iframeSchema } from './iframe/schema';

/**
 * The React-free half of the registry (schemas only), for the server and parseLayout. It lists
 * the same types as registry.ts; a test keeps the two in step.
 */
export const componentSchemas: Record<ComponentType, ComponentSchemaDefinition> = {
  share: shareSchema,
  'tab-container': tabContainerSchema,
  text: textSchema,
  video: videoSchema,
  button: buttonSchema,
  image: imageSchema,
  audio: audioSchema,
  'date-time': dateTimeSchema,
  links: linksSchema,
  embed: embedSchema,
  'activity-feed': activityFeedSchema,
  'block-grid': blockGridSchema,
  separator: separatorSchema,
  carousel: carouselSchema,
  countdown: countdownSchema,
  location: locationSchema,
  'product-attributes': productAttributesSchema,
  'product-card': productCardSchema,
  'product-media': productMediaSchema,
  registration: registrationSchema,
  iframe: iframeSchema,
};

export function getComponentSchema(type: string): ComponentSchemaDefinition | undefined {
  return Object.hasOwn(componentSchemas, type)
    ? componentSchemas[type as ComponentType]
    : undefined;
}

/** parseLayout with every component type's schemas: what the app and the server call. */
export function parseLayoutDocument(
  input: unknown,
  options?: ParseLayoutOptions,
): ParseLayoutResult {
  return parseLayout(input, getComponentSchema, options);
}
