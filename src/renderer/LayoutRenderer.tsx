import { useCallback, useId, useMemo } from 'react';
import type { LayoutDocument } from '../schema/layout/document';
import { ComponentHost } from './ComponentHost';
import { buildLayoutCss } from './css/layoutCss';
import {
  RenderContext,
  RenderFlagsContext,
  type RenderContextValue,
  type RenderFlags,
  type Slot,
} from './RenderContext';
import { groupBySlot, slotKey } from './slots';
import { StyleTag } from './StyleTag';

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

const EMPTY: never[] = [];

/**
 * Renders a layout document: a CSS grid of areas, each holding its components in order, with
 * the breakpoint overrides, theme, device visibility and scoped custom CSS in one style tag.
 * Touches no browser API while rendering, so react-dom/server can render it.
 */
export function LayoutRenderer({ layout, builder = false, now, scopeId }: LayoutRendererProps) {
  const generatedId = useId();
  const scope = scopeId ?? `L${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // The CSS depends on the grid, theme, custom CSS and the set of types, not on every edit of a
  // component's content: keyed on those, typing in the editor does not rebuild it.
  const typesKey = useMemo(
    () => [...new Set(layout.components.map((c) => c.type))].join(' '),
    [layout.components],
  );
  const { grid_config: grid, theme, custom_css: customCss, version } = layout;
  const css = useMemo(
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
      ).css,
    [version, grid, theme, customCss, typesKey, scope],
  );
  const groups = useMemo(() => groupBySlot(layout.components), [layout.components]);
  const at = useMemo(() => now ?? new Date(), [now]);

  const slotComponents = useCallback((slot: Slot) => groups.get(slotKey(slot)) ?? EMPTY, [groups]);
  const renderSlot = useCallback(
    (slot: Slot) =>
      slotComponents(slot).map((component) => (
        <ComponentHost key={component.id} component={component} />
      )),
    [slotComponents],
  );
  const flags = useMemo<RenderFlags>(() => ({ builder, now: at }), [builder, at]);
  const context = useMemo<RenderContextValue>(
    () => ({ builder, layout, now: at, renderSlot, slotComponents }),
    [builder, layout, at, renderSlot, slotComponents],
  );

  return (
    <RenderFlagsContext.Provider value={flags}>
      <RenderContext.Provider value={context}>
        <div className="one-layout" data-one-layout={scope} data-builder={builder ? '' : undefined}>
          <StyleTag css={css} />
          {layout.grid_config ? (
            <div className="one-grid">
              {layout.grid_config.areas.map((area) => (
                <div key={area.id} className="one-area" data-area-id={area.id}>
                  {renderSlot({ areaId: area.id })}
                </div>
              ))}
            </div>
          ) : (
            <div className="one-empty-state">No layout configuration found</div>
          )}
        </div>
      </RenderContext.Provider>
    </RenderFlagsContext.Provider>
  );
}
