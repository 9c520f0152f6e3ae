import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { loadLayoutComponents, missingComponentTypes } from '../components/lazyRegistry';
import type { Area } from '../schema/layout/area';
import type { LayoutComponent } from '../schema/layout/component';
import type { LayoutDocument } from '../schema/layout/document';
import { ComponentHost } from './ComponentHost';
import { buildLayoutCss } from './css/layoutCss';
import { useCssScoper } from './css/useCssScoper';
import {
  RenderContext,
  RenderFlagsContext,
  type RenderContextValue,
  type RenderFlags,
  type Slot,
} from './RenderContext';
import { PriorityImagesContext, priorityImageComponentIds } from './imagePriority';
import { createSlotStore } from './slotStore';
import { StyleTag } from './StyleTag';
import {
  DefinitionsVersionContext,
  useComponentDefinitionsVersion,
} from './useComponentDefinition';

export interface LayoutRendererProps {
  /** A document that went through parseLayout. */
  layout: LayoutDocument;
  /** Builder mode: empty states invite action, previews only, links do not navigate. */
  builder?: boolean;
  /** The moment visibility windows are judged against (tests and previews set it). */
  now?: Date;
  /** A stable scope id, for static export and Export CSS; generated when absent. */
  scopeId?: string;
}

/** One area and its components: rendered again only when its area or its list changed. */
const AreaView = memo(function AreaView({
  area,
  components,
}: {
  area: Area;
  components: readonly LayoutComponent[];
}) {
  return (
    <div className="one-area" data-area-id={area.id}>
      {components.map((component) => (
        <ComponentHost key={component.id} component={component} />
      ))}
    </div>
  );
});

/**
 * The types the layout uses whose definitions have not loaded (returned, space-separated),
 * loaded together: until they are in, their blocks' hosts stay empty (ComponentHost), then
 * every block appears in one render, so no block pushes the others down as it arrives. Nothing
 * to do where registry.ts is imported (the server, the export, the editor) or the types were
 * loaded before (hydration).
 */
function useLayoutComponents(typesKey: string, version: number): string {
  const missing = useMemo(
    () => missingComponentTypes(typesKey.split(' ').filter(Boolean)),
    // `version` changes when definitions arrive, which is what this list depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [typesKey, version],
  );
  useEffect(() => {
    if (missing.length === 0) return;
    loadLayoutComponents({ components: missing.map((type) => ({ type })) }).catch(
      (error: unknown) => console.error('Vitrine: a block type could not be loaded', error),
    );
    // Asked again only for another set of types: a failed chunk is not retried in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typesKey]);
  return missing.join(' ');
}

/**
 * Renders a layout document: a CSS grid of areas, each holding its components in order, with
 * the breakpoint overrides, theme, device visibility and scoped custom CSS in one style tag.
 * Touches no browser API while rendering, so react-dom/server can render it. Each block type's
 * code is loaded the first time a layout shows it (src/components/lazyRegistry.ts); markup
 * rendered on a server is hydrated once loadLayoutComponents(layout) has resolved.
 */
export function LayoutRenderer({ layout, builder = false, now, scopeId }: LayoutRendererProps) {
  const generatedId = useId();
  const scope = scopeId ?? `L${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Grouped during render, so every component rendered in this pass reads this layout's slots
  // (update() is idempotent for the same list); subscribers that did not render are told after
  // the commit.
  const [slots] = useState(() => createSlotStore(layout.components));
  slots.update(layout.components);
  useLayoutEffect(() => slots.publish(), [slots, layout.components]);
  // The CSS depends on the grid, theme, custom CSS and the set of types, not on every edit of a
  // component's content: keyed on those, typing in the editor does not rebuild it.
  const typesKey = slots.types();
  const definitionsVersion = useComponentDefinitionsVersion();
  const missingTypes = useLayoutComponents(typesKey, definitionsVersion);
  const { grid_config: grid, theme, custom_css: customCss, version } = layout;
  // Custom CSS waits for its scoper's chunk (postcss): the page shows meanwhile without it.
  const scoper = useCssScoper(customCss.trim() !== '');
  const { css, customCssPending } = useMemo(
    () =>
      buildLayoutCss(
        {
          version,
          grid_config: grid,
          theme,
          custom_css: customCss,
          components: typesKey
            .split(' ')
            .filter(Boolean)
            .map((type) => ({ type }) as LayoutDocument['components'][number]),
        },
        scope,
      ),
    // `scoper` is read by buildLayoutCss, and so are the types' definitions: the CSS is built
    // again once either has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version, grid, theme, customCss, typesKey, scope, scoper, missingTypes],
  );
  const at = useMemo(() => now ?? new Date(), [now]);

  const slotComponents = useCallback((slot: Slot) => slots.get(slot), [slots]);
  const renderSlot = useCallback(
    (slot: Slot) =>
      slots
        .get(slot)
        .map((component) => <ComponentHost key={component.id} component={component} />),
    [slots],
  );
  const areas = layout.grid_config?.areas;
  // As one string first: the list is recomputed on every edit, but its context value keeps its
  // identity while the same blocks hold the priority images, so an edit does not render every
  // image block of the canvas again.
  const priorityKey = useMemo(
    () => priorityImageComponentIds(areas ?? [], (areaId) => slots.get({ areaId })).join('\n'),
    // The slot lists keep their identity while their components are the same (slotStore).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [areas, slots, layout.components],
  );
  const priorityImages = useMemo(
    () => (priorityKey === '' ? [] : priorityKey.split('\n')),
    [priorityKey],
  );
  const flags = useMemo<RenderFlags>(() => ({ builder, now: at }), [builder, at]);
  const context = useMemo<RenderContextValue>(
    () => ({
      builder,
      now: at,
      renderSlot,
      slotComponents,
      subscribeSlots: slots.subscribe,
    }),
    [builder, at, renderSlot, slotComponents, slots],
  );

  return (
    <DefinitionsVersionContext.Provider value={definitionsVersion}>
      <RenderFlagsContext.Provider value={flags}>
        <RenderContext.Provider value={context}>
          <div
            className="one-layout"
            data-one-layout={scope}
            data-builder={builder ? '' : undefined}
            aria-busy={missingTypes !== '' || undefined}
          >
            <StyleTag css={css} pending={customCssPending} />
            {layout.grid_config ? (
              <PriorityImagesContext.Provider value={priorityImages}>
                <div className="one-grid">
                  {layout.grid_config.areas.map((area) => (
                    <AreaView
                      key={area.id}
                      area={area}
                      components={slots.get({ areaId: area.id })}
                    />
                  ))}
                </div>
              </PriorityImagesContext.Provider>
            ) : (
              <div className="one-empty-state">No layout configuration found</div>
            )}
          </div>
        </RenderContext.Provider>
      </RenderFlagsContext.Provider>
    </DefinitionsVersionContext.Provider>
  );
}
