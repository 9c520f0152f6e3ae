import { memo, Suspense, useContext, useMemo } from 'react';
import { parseWithFallback } from '../schema/layout/parseComponent';
import type { LayoutComponent } from '../schema/layout/component';
import { ComponentError, ComponentErrorBoundary } from './ComponentErrorBoundary';
import { componentHostProps } from './hostProps';
import { IslandMarkupContext } from './islands';
import { useRenderFlags } from './RenderContext';
import { liveOnlyMessage, useStandaloneNotice } from './standaloneContext';
import { UnknownComponent } from './UnknownComponent';
import { useComponentDefinition } from './useComponentDefinition';
import { isWithinVisibilityWindow } from './visibility';

function ComponentBody({ component, builder }: { component: LayoutComponent; builder: boolean }) {
  const state = useComponentDefinition(component.type);
  const definition = state.status === 'ready' ? state.definition : undefined;
  const LiveOnlyNotice = useStandaloneNotice();
  const parsed = useMemo(() => {
    if (!definition) return null;
    const data = parseWithFallback(definition.content, component.data);
    const styles = parseWithFallback(definition.style, component.styles);
    if (!data.ok || !styles.ok) {
      console.error(
        `Error rendering component ${component.type} (${component.id}): its data does not fit the schema`,
        !data.ok ? data.issues : [],
        !styles.ok ? styles.issues : [],
      );
      return 'invalid' as const;
    }
    return { data: data.value, styles: styles.value };
  }, [definition, component.data, component.styles, component.type, component.id]);

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
  if (!definition || definition.implemented === false) {
    return <UnknownComponent data={{}} styles={{}} component={component} builder={builder} />;
  }
  if (parsed === 'invalid' || parsed === null)
    return <ComponentError type={component.type} id={component.id} />;
  const { Render } = definition;
  return (
    <Render data={parsed.data} styles={parsed.styles} component={component} builder={builder} />
  );
}

/**
 * One placed component: visibility window, device hide classes, shared styles, stable hooks
 * (data-component-id/-type) and its own error boundary, so one broken component never blanks
 * the page.
 */
export const ComponentHost = memo(function ComponentHost({
  component,
}: {
  component: LayoutComponent;
}) {
  const { builder, now } = useRenderFlags();
  const islandMarkup = useContext(IslandMarkupContext);
  if (!isWithinVisibilityWindow(component.visibility, now, builder)) return null;
  const host = componentHostProps(component);
  // An island's body is its own root's markup (called last: it renders another tree).
  const island = builder ? undefined : islandMarkup?.(component);
  if (island !== undefined)
    return (
      <div {...host} data-island={component.id} dangerouslySetInnerHTML={{ __html: island }} />
    );
  return (
    <div {...host}>
      <ComponentErrorBoundary type={component.type} id={component.id}>
        {/* Error boundaries do not run on the server; there a throwing component makes the
            nearest Suspense boundary emit its fallback, so one component never fails the page. */}
        <Suspense fallback={<ComponentError type={component.type} id={component.id} />}>
          <ComponentBody component={component} builder={builder} />
        </Suspense>
      </ComponentErrorBoundary>
    </div>
  );
});
