import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { chunkFiles } from './indexHtml';

type Manifest = Parameters<typeof chunkFiles>[0];

/**
 * The manifest's key for a source module: the module itself when it is a chunk's entry, else
 * the shared chunk it was bundled into (found by the chunk's source map, which the build writes
 * beside every chunk); null when no chunk holds it. A module imported both statically and
 * dynamically (the tap landing, the registration block) lives in such a shared chunk.
 */
export function manifestKeyOf(distDir: string, manifest: Manifest, module: string): string | null {
  if (manifest[module]) return module;
  return (
    Object.keys(manifest).find((candidate) => {
      const file = manifest[candidate]!.file;
      const mapFile = join(distDir, `${file}.map`);
      if (!file.endsWith('.js') || !existsSync(mapFile)) return false;
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
      return map.sources.some((source) => source.endsWith(`/${module}`));
    }) ?? null
  );
}
