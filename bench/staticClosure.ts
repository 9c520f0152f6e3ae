import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A module's file and every file it imports statically, once each. */
export function staticClosure(entry: string): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    for (const match of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^"'`()]*?\sfrom\s*)?["'`](\.[^"'`]+)["'`]/g,
    )) {
      visit(join(dirname(file), match[1]!));
    }
  };
  visit(entry);
  return files;
}

/** The files' bytes, each gzipped at the default level, summed. */
export function gzippedSize(files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
}
