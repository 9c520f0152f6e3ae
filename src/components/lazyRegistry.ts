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
let provided: Readonly<Record<string, AnyComponentDefinition>> | null = null;
const loading = new Map<string, Promise<AnyComponentDefinition>>();
/** Types whose chunk could not be loaded the last time it was asked for. */
const failed = new Set<string>();
const listeners = new Set<() => void>();
/** Grows each time definitions arrive: the snapshot renders subscribe to. */
let version = 0;

function announce(): void {
  version++;
  for (const listener of listeners) listener();
}

function isKnownType(type: string): type is ComponentType {
  return Object.hasOwn(componentLoaders, type);
}

/**
 * Makes definitions available at once, without their chunks: registry.ts gives every type this
 * way when it is imported, so what imports it (the server, the export, the editor) renders
 * every type synchronously.
 */
export function provideComponentDefinitions(
  definitions: Readonly<Record<string, AnyComponentDefinition>>,
): void {
  // Read as it is at each lookup, not copied: the map stays the one source of its types.
  provided = definitions;
  announce();
}

/**
 * A type's definition, loading its chunk once; undefined for a type that does not exist.
 * Renderers are told of definitions loaded through loadLayoutComponents, not of these.
 */
export async function loadComponentDefinition(
  type: string,
): Promise<AnyComponentDefinition | undefined> {
  if (!isKnownType(type)) return undefined;
  const known = loadedComponentDefinition(type);
  if (known) return known;
  let pending = loading.get(type);
  if (!pending) {
    failed.delete(type);
    pending = componentLoaders[type]().then((definition) => {
      loaded.set(type, definition);
      return definition;
    });
    // A chunk that failed to load is asked for again next time: only the failure is kept, so
    // its blocks can say so meanwhile.
    pending.catch(() => {
      loading.delete(type);
      failed.add(type);
    });
    loading.set(type, pending);
  }
  return pending;
}

/** A type's definition if its chunk has loaded already (a render that must not wait). */
export function loadedComponentDefinition(type: string): AnyComponentDefinition | undefined {
  if (!isKnownType(type)) return undefined;
  return (
    (provided && Object.hasOwn(provided, type) ? provided[type] : undefined) ?? loaded.get(type)
  );
}

/** Whether the last attempt to load the type's chunk failed (offline, a deploy removed it). */
export function componentTypeFailed(type: string): boolean {
  return failed.has(type);
}

/** The existing types among `types` whose definitions have not loaded yet, once each. */
export function missingComponentTypes(types: Iterable<string>): string[] {
  return [...new Set(types)].filter(
    (type) => isKnownType(type) && !loadedComponentDefinition(type),
  );
}

/**
 * Loads the definitions of every type a layout uses, then tells the renderers once, so its
 * blocks appear together. Awaited before hydrating server-rendered markup (which holds every
 * block) and before rendering to a string without registry.ts.
 */
export async function loadLayoutComponents(layout: {
  components: readonly { type: string }[];
}): Promise<void> {
  const missing = missingComponentTypes(layout.components.map((component) => component.type));
  if (missing.length === 0) return;
  try {
    await Promise.all(missing.map((type) => loadComponentDefinition(type)));
  } finally {
    announce();
  }
}

/** For useSyncExternalStore: called whenever definitions arrive. */
export function subscribeComponentDefinitions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For useSyncExternalStore: changes whenever definitions arrive. */
export function componentDefinitionsVersion(): number {
  return version;
}
