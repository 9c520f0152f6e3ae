import type { AnyComponentDefinition } from '../../components/types';
import { componentHostProps } from '../../renderer/hostProps';
import { useRenderFlags } from '../../renderer/RenderContext';
import { isWithinVisibilityWindow } from '../../renderer/visibility';
import type { ParsedComponent } from './islandData';
import { IslandBody, type SlotHost } from './IslandRoot';
import { RENDERERS } from './islandRenderers';

type Render = AnyComponentDefinition['Render'];

/**
 * The host of a block inside an island (a tab's), as the renderer's ComponentHost renders it,
 * from the data the server parsed and the renderers of the types present, loaded beforehand: a
 * tab container hydrates without the whole component registry and its schemas.
 */
export async function nestedHost(nested: Record<string, ParsedComponent>, types: string[]) {
  const renderers = new Map<string, Render>();
  await Promise.all(
    [...new Set(types)].map(async (type) => {
      const load = RENDERERS[type];
      if (load) renderers.set(type, await load());
    }),
  );
  const NestedHost: SlotHost = ({ component }) => {
    const { now } = useRenderFlags();
    if (!isWithinVisibilityWindow(component.visibility, now, false)) return null;
    const parsed = nested[component.id];
    const Render = parsed ? (renderers.get(component.type) ?? null) : null;
    return (
      <div {...componentHostProps(component)}>
        <IslandBody
          Render={Render}
          component={component}
          data={parsed?.data ?? {}}
          styles={parsed?.styles ?? {}}
        />
      </div>
    );
  };
  return NestedHost;
}
