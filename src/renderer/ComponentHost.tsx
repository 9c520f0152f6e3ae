import { memo, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { parseWithFallback } from '../schema/layout/parseComponent';
import type { LayoutComponent } from '../schema/layout/component';
import type { AnyComponentDefinition } from '../components/types';
import { ComponentError, ComponentErrorBoundary } from './ComponentErrorBoundary';
import { componentHostProps } from './hostProps';
import { IslandMarkupContext } from './islands';
import { useRenderFlags } from './RenderContext';
import {
  liveOnlyMessage,
  useStandaloneNotice,
  type LiveOnlyNoticeComponent,
} from './standaloneContext';
import { UnknownComponent } from './UnknownComponent';
import {
  useLayoutComponentDefinition,
  type ComponentDefinitionState,
} from './useComponentDefinition';
import { isWithinVisibilityWindow } from './visibility';

type Parsed = { data: Record<string, unknown>; styles: Record<string, unknown> } | 'invalid';

/**
 * The component's data and styles against its type's schemas; 'invalid' (with a console
 * error) when they do not fit, or when checking them threw: the host renders the parse outside
 * its error boundary, so nothing here may throw past it.
 */
function parseComponent(
  definition: AnyComponentDefinition,
  component: Pick<LayoutComponent, 'type' | 'id' | 'data' | 'styles'>,
): Parsed {
  try {
    const data = parseWithFallback(definition.content, component.data);
    const styles = parseWithFallback(definition.style, component.styles);
    if (data.ok && styles.ok) return { data: data.value, styles: styles.value };
    console.error(
      `Error rendering component ${component.type} (${component.id}): its data does not fit the schema`,
      !data.ok ? data.issues : [],
      !styles.ok ? styles.issues : [],
    );
  } catch (error) {
    console.error(`Error rendering component ${component.type} (${component.id})`, error);
  }
  return 'invalid';
}

/** What a host holds: its type's renderer with the parsed data, or what stands in for it. */
function componentBody(
  component: LayoutComponent,
  builder: boolean,
  state: ComponentDefinitionState,
  parsed: Parsed | null,
  LiveOnlyNotice: LiveOnlyNoticeComponent | null,
): ReactNode {
  // The host keeps its place and shared styles meanwhile; the layout renderer shows the
  // layout's blocks together once every type it uses has arrived. In the builder a block of a
  // type new to the page (just dropped, pasted) holds a box of a block's usual height instead,
  // so what follows it moves once, not again when the block arrives.
  if (state.status === 'loading')
    return builder ? (
      <div
        className="one-component-loading"
        role="status"
        aria-busy="true"
        aria-label="Loading this block"
      />
    ) : null;
  if (state.status === 'failed') return <ComponentError type={component.type} id={component.id} />;
  const liveOnly = LiveOnlyNotice && !builder ? liveOnlyMessage(component.type) : undefined;
  if (LiveOnlyNotice && liveOnly)
    return <LiveOnlyNotice type={component.type} message={liveOnly} />;
  if (state.status !== 'ready' || state.definition.implemented === false) {
    return <UnknownComponent data={{}} styles={{}} component={component} builder={builder} />;
  }
  if (parsed === 'invalid' || parsed === null)
    return <ComponentError type={component.type} id={component.id} />;
  const { Render } = state.definition;
  return (
    <Render data={parsed.data} styles={parsed.styles} component={component} builder={builder} />
  );
}

/**
 * One placed component: visibility window, device hide classes, shared styles, stable hooks
 * (data-component-id/-type) and its own error boundary, so one broken component never blanks
 * the page. The host reads the definition and parses the data itself, with the type's renderer
 * its boundary's only child: each block of a page is as few React elements as it can be, which
 * is what opening a page of a thousand blocks costs.
 */
export const ComponentHost = memo(function ComponentHost({
  component,
}: {
  component: LayoutComponent;
}) {
  const { builder, now } = useRenderFlags();
  const islandMarkup = useContext(IslandMarkupContext);
  const state = useLayoutComponentDefinition(component.type);
  const definition = state.status === 'ready' ? state.definition : undefined;
  const LiveOnlyNotice = useStandaloneNotice();
  const { type, id, data, styles } = component;
  // Not on the component itself: a move gives it a new identity, not new data to check.
  const parsed = useMemo(
    () => (definition ? parseComponent(definition, { type, id, data, styles }) : null),
    [definition, type, id, data, styles],
  );
  if (!isWithinVisibilityWindow(component.visibility, now, builder)) return null;
  const host = componentHostProps(component);
  // An island's body is its own root's markup (called last: it renders another tree).
  const island = builder ? undefined : islandMarkup?.(component);
  if (island !== undefined)
    return (
      <div {...host} data-island={component.id} dangerouslySetInnerHTML={{ __html: island }} />
    );
  const body = componentBody(component, builder, state, parsed, LiveOnlyNotice);
  return (
    <div {...host}>
      <ComponentErrorBoundary type={component.type} id={component.id}>
        {builder ? (
          // Only the browser renders the builder, and no block suspends: a boundary per block
          // would be two more React elements each for nothing (the canvas has one for all).
          body
        ) : (
          // Error boundaries do not run on the server; there a throwing component makes the
          // nearest Suspense boundary emit its fallback, so one component never fails the page.
          <Suspense fallback={<ComponentError type={component.type} id={component.id} />}>
            {body}
          </Suspense>
        )}
      </ComponentErrorBoundary>
    </div>
  );
});
