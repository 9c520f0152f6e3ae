import type { ComponentType } from '../schema/componentTypes';
import type { AnyComponentDefinition } from './types';
import { provideComponentDefinitions } from './lazyRegistry';
import { shareComponent } from './share/definition';
import { tabContainerComponent } from './tab-container/definition';
import { textComponent } from './text/definition';
import { videoComponent } from './video/definition';
import { buttonComponent } from './button/definition';
import { imageComponent } from './image/definition';
import { audioComponent } from './audio/definition';
import { dateTimeComponent } from './date-time/definition';
import { linksComponent } from './links/definition';
import { embedComponent } from './embed/definition';
import { activityFeedComponent } from './activity-feed/definition';
import { blockGridComponent } from './block-grid/definition';
import { separatorComponent } from './separator/definition';
import { carouselComponent } from './carousel/definition';
import { countdownComponent } from './countdown/definition';
import { locationComponent } from './location/definition';
import { productAttributesComponent } from './product-attributes/definition';
import { productCardComponent } from './product-card/definition';
import { productMediaComponent } from './product-media/definition';
import { registrationComponent } from './registration/definition';
import { iframeComponent } from './iframe/definition';

/**
 * Every component type with its renderer, imported at once. A new type is one folder and one
 * line here (and in lazyRegistry.ts). Importing this module hands them all to the renderer
 * (below), so whatever imports it — the server, the export, the editor — renders every type in
 * one synchronous pass; code that does not (a browser app of the kit) loads each type the first
 * time a layout shows it.
 */
export const componentRegistry: Record<ComponentType, AnyComponentDefinition> = {
  share: shareComponent,
  'tab-container': tabContainerComponent,
  text: textComponent,
  video: videoComponent,
  button: buttonComponent,
  image: imageComponent,
  audio: audioComponent,
  'date-time': dateTimeComponent,
  links: linksComponent,
  embed: embedComponent,
  'activity-feed': activityFeedComponent,
  'block-grid': blockGridComponent,
  separator: separatorComponent,
  carousel: carouselComponent,
  countdown: countdownComponent,
  location: locationComponent,
  'product-attributes': productAttributesComponent,
  'product-card': productCardComponent,
  'product-media': productMediaComponent,
  registration: registrationComponent,
  iframe: iframeComponent,
};

provideComponentDefinitions(componentRegistry);

export function getComponentDefinition(type: string): AnyComponentDefinition | undefined {
  return Object.hasOwn(componentRegistry, type)
    ? componentRegistry[type as ComponentType]
    : undefined;
}
