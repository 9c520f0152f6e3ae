import type { ComponentType } from '../schema/componentTypes';
import type { AnyComponentDefinition } from './types';

/**
 * Every component type's definition, loaded the first time it is asked for: each type is a
 * chunk of its own, so code that renders a few types (a hydrating page, an editor showing a
 * layout) downloads those only. registry.ts is the same list imported at once, for what must
 * render synchronously (the server, the export); a new type is a line in each, and the type of
 * this record makes a missing line an error.
 */
export const componentLoaders: Readonly<
  Record<ComponentType, () => Promise<AnyComponentDefinition>>
> = {
  share: () => import('./share/definition').then((m) => m.shareComponent),
  'tab-container': () => import('./tab-container/definition').then((m) => m.tabContainerComponent),
  text: () => import('./text/definition').then((m) => m.textComponent),
  video: () => import('./video/definition').then((m) => m.videoComponent),
  button: () => import('./button/definition').then((m) => m.buttonComponent),
  image: () => import('./image/definition').then((m) => m.imageComponent),
  audio: () => import('./audio/definition').then((m) => m.audioComponent),
  'date-time': () => import('./date-time/definition').then((m) => m.dateTimeComponent),
  links: () => import('./links/definition').then((m) => m.linksComponent),
  embed: () => import('./embed/definition').then((m) => m.embedComponent),
  'activity-feed': () => import('./activity-feed/definition').then((m) => m.activityFeedComponent),
  'block-grid': () => import('./block-grid/definition').then((m) => m.blockGridComponent),
  separator: () => import('./separator/definition').then((m) => m.separatorComponent),
  carousel: () => import('./carousel/definition').then((m) => m.carouselComponent),
  countdown: () => import('./countdown/definition').then((m) => m.countdownComponent),
  location: () => import('./location/definition').then((m) => m.locationComponent),
  'product-attributes': () =>
    import('./product-attributes/definition').then((m) => m.productAttributesComponent),
  'product-card': () => import('./product-card/definition').then((m) => m.productCardComponent),
  'product-media': () => import('./product-media/definition').then((m) => m.productMediaComponent),
  registration: () => import('./registration/definition').then((m) => m.registrationComponent),
  iframe: () => import('./iframe/definition').then((m) => m.iframeComponent),
};

const loaded = new Map<string, AnyComponentDefinition>();

/** A type's definition, loading its chunk once; undefined for a type that does not exist. */
export async function loadComponentDefinition(
  type: string,
): Promise<AnyComponentDefinition | undefined> {
  if (!Object.hasOwn(componentLoaders, type)) return undefined;
  const known = loaded.get(type);
  if (known) return known;
  const definition = await componentLoaders[type as ComponentType]();
  loaded.set(type, definition);
  return definition;
}

/** A type's definition if its chunk has loaded already (a render that must not wait). */
export function loadedComponentDefinition(type: string): AnyComponentDefinition | undefined {
  return loaded.get(type);
}
