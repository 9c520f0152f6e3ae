import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Where each zod schema built while `load` runs was built: the files of the stack that built it,
 * innermost first. Zod hands every schema it builds to the global post-processor, once the
 * schema is whole.
 */
async function schemaBuildSites(load: () => Promise<unknown>): Promise<string[][]> {
  const sites: string[][] = [];
  const config = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  const before = config.__zod_globalConfig;
  config.__zod_globalConfig = {
    ...before,
    postProcessor: () => {
      const stack = new Error().stack ?? '';
      sites.push([...stack.matchAll(/src\/[\w/.-]+\.tsx?/g)].map((match) => match[0]));
    },
  };
  try {
    await load();
  } finally {
    config.__zod_globalConfig = before;
  }
  return sites;
}

const BLOCK_SCHEMA = /^src\/components\/[\w-]+\/schema\.ts$/;

describe('the block registry', () => {
  afterEach(() => vi.resetModules());

  it('builds no block type’s schema when it loads: a page builds only the types it holds', async () => {
    vi.resetModules();
    const sites = await schemaBuildSites(() => import('../../src/components/schemaRegistry'));
    // The innermost file is the one whose code built the schema (a module shared by every type,
    // such as the style fields, is built by its own code as the first type imports it).
    const fromBlockModules = sites.filter((files) => BLOCK_SCHEMA.test(files[0] ?? ''));
    expect(fromBlockModules).toEqual([]);
  });

  it('builds a type’s schemas the first time they are read, and once', async () => {
    vi.resetModules();
    const { getComponentSchema } = await import('../../src/components/schemaRegistry');
    const carousel = getComponentSchema('carousel')!;
    const first = await schemaBuildSites(async () => [carousel.content, carousel.style]);
    expect(first.length).toBeGreaterThan(0);
    const again = await schemaBuildSites(async () => [carousel.content, carousel.style]);
    expect(again).toEqual([]);
  });
});
