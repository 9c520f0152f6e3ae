/**
 * npm run export -- <layout.json> <out.html> [--title "…"] [--script /assets/hydrate.js | --no-script]
 * Writes a self-contained static HTML page of a layout (markup plus the generated CSS inline).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseLayoutDocument } from '../src/components/schemaRegistry';
import { renderStaticPage } from '../src/renderer/staticPage';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const positional: string[] = [];
let title: string | undefined;
let script: string | undefined = '/assets/hydrate.js';
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--title') title = args[++i];
  else if (arg === '--script') script = args[++i];
  else if (arg === '--no-script') script = undefined;
  else positional.push(arg);
}
const [input, output] = positional;
if (!input || !output)
  fail(
    'Usage: npm run export -- <layout.json> <out.html> [--title "…"] [--script URL | --no-script]',
  );

let text: string;
try {
  text = readFileSync(input, 'utf8');
} catch (error) {
  fail(`Cannot read ${input}: ${(error as Error).message}`);
}
const result = parseLayoutDocument(text);
if (!result.ok) {
  fail(
    `${input} is not a valid layout:\n${result.errors.map((e) => `  ${e.path || '(root)'}: ${e.message}`).join('\n')}`,
  );
}
for (const [id, problems] of Object.entries(result.componentErrors)) {
  console.warn(
    `Component ${id} will render 'Error rendering component': ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
  );
}
writeFileSync(output, renderStaticPage(result.layout, { title, script }));
console.log(`Wrote ${output}`);
