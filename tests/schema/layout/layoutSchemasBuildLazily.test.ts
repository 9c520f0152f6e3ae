import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaBuildSites } from '../support/schemaBuildSites';

/** The modules of the layout's and the theme's schemas, which the editor imports as it starts. */
const LAYOUT_SCHEMA =
  /^src\/schema\/(layout\/(area|gridConfig|component|document|parseLayout)|visibility|theme\/theme)\.ts$/;

describe('the layout’s schemas', () => {
  afterEach(() => vi.resetModules());

  it('are not built when their modules load: the editor starts without checking a layout', async () => {
    vi.resetModules();
    const sites = await schemaBuildSites(() => import('../../../src/schema/layout/parseLayout'));
    expect(sites.filter((files) => LAYOUT_SCHEMA.test(files[0] ?? ''))).toEqual([]);
  });

  it('are built at the first check, and once', async () => {
    vi.resetModules();
    const { parseLayout } = await import('../../../src/schema/layout/parseLayout');
    const { getComponentSchema } = await import('../../../src/components/schemaRegistry');
    const layout = { version: 3, grid_config: { areas: [] }, components: [] };
    const first = await schemaBuildSites(async () => parseLayout(layout, getComponentSchema));
    expect(first.some((files) => LAYOUT_SCHEMA.test(files[0] ?? ''))).toBe(true);
    const again = await schemaBuildSites(async () => parseLayout(layout, getComponentSchema));
    expect(again.filter((files) => LAYOUT_SCHEMA.test(files[0] ?? ''))).toEqual([]);
  });
});
