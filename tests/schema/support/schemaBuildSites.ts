/**
 * Where each zod schema built while `load` runs was built: the source files of the stack that
 * built it, innermost first. Zod hands every schema it builds to the global post-processor,
 * once the schema is whole.
 */
export async function schemaBuildSites(load: () => Promise<unknown>): Promise<string[][]> {
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
