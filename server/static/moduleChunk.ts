import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { chunkFiles } from './indexHtml';

type Manifest = Parameters<typeof chunkFiles>[0];

/** Each manifest's chunks with the source paths their maps name, read once per manifest. */
const sourcesByManifest = new WeakMap<Manifest, { key: string; sources: string[] }[]>();

/**
 * The `sources` of a source map, read without parsing the rest: the maps of a build weigh tens
 * of megabytes, almost all of it the sources' text, which this lookup never needs.
 */
function mapSources(mapFile: string): string[] {
  const text = readFileSync(mapFile, 'utf8');
  const start = text.indexOf('"sources":[');
  if (start < 0) return [];
  const end = text.indexOf('],"', start);
  if (end < 0) return [];
  try {
    return JSON.parse(text.slice(start + '"sources":'.length, end + 1)) as string[];
  } catch {
    return [];
  }
}

function chunkSources(distDir: string, manifest: Manifest) {
  let chunks = sourcesByManifest.get(manifest);
  if (!chunks) {
    chunks = Object.keys(manifest).flatMap((key) => {
      const file = manifest[key]!.file;
      const mapFile = join(distDir, `${file}.map`);
      if (!file.endsWith('.js') || !existsSync(mapFile)) return [];
      return [{ key, sources: mapSources(mapFile) }];
    });
    sourcesByManifest.set(manifest, chunks);
  }
  return chunks;
}

/**
 * The manifest's key for a source module: the module itself when it is a chunk's entry, else
 * the shared chunk it was bundled into (found by the chunk's source map, which the build writes
 * beside every chunk); null when no chunk holds it. A module imported both statically and
 * dynamically (the tap landing, the registration block, the block types' definitions in the
 * owner's build) lives in such a shared chunk.
 */
export function manifestKeyOf(distDir: string, manifest: Manifest, module: string): string | null {
  if (manifest[module]) return module;
  const suffix = `/${module}`;
  return (
    chunkSources(distDir, manifest).find(({ sources }) =>
      sources.some((source) => source.endsWith(suffix)),
    )?.key ?? null
  );
}
