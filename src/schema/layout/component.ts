import { z } from 'zod';
import { builtOnce } from '../builtOnce';
import { componentVisibility } from '../visibility';
import { elementId } from './area';

/**
 * One placed instance in a layout (foundation.md "Layout component"). `data` and `styles`
 * are checked against the component type's own schemas by parseLayout; here they are records.
 */
export const layoutComponent = builtOnce(() =>
  z.object({
    id: elementId(),
    type: z.string().trim().min(1).max(60),
    areaId: elementId(),
    /** Set for components inside a tab of a tab container. */
    tabId: z.string().max(100).optional(),
    /** Set for components inside a tab: the tab container they belong to. */
    parentId: elementId().optional(),
    /** Display name in the editor's layers panel. */
    name: z.string().max(100).optional(),
    order: z.number().finite().default(0),
    data: z.record(z.string(), z.unknown()).default({}),
    styles: z.record(z.string(), z.unknown()).default({}),
    visibility: componentVisibility().default({ mobile: true, tablet: true, desktop: true }),
  }),
);
export type LayoutComponent = z.output<ReturnType<typeof layoutComponent>>;
export type LayoutComponentInput = z.input<ReturnType<typeof layoutComponent>>;
