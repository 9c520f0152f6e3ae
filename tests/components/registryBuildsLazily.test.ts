import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaBuildSites } from '../schema/support/schemaBuildSites';

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
