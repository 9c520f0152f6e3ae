// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLayoutDocument, showcaseLayoutDocument } from '../../server/seed/demoLayout';
import { componentTypes } from '../../src/schema/componentTypes';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The seeded demo with the showcase's blocks added: every component type in one layout. */
function everyBlockLayout() {
  const demo = demoLayoutDocument();
  const present = new Set(demo.components.map((c) => c.type));
  const extra = showcaseLayoutDocument().components.filter((c) => !present.has(c.type));
  return { ...demo, components: [...demo.components, ...extra] };
}

async function exportLayout(layout: unknown, ...args: string[]) {
  const name = Math.random().toString(36).slice(2);
  const input = join(dir, `${name}.json`);
  const output = join(dir, `${name}.html`);
  writeFileSync(input, typeof layout === 'string' ? layout : JSON.stringify(layout));
  const result = await run('npx', ['tsx', 'scripts/export.tsx', input, output, ...args]).catch(
    (error: { code: number; stderr: string }) => error,
  );
  return { result, output };
}

describe('npm run export (issue 2 §3, issues 4 and 5: every block renders on the server)', () => {
  it('writes a static page of a layout using every component type, with its CSS inline', async () => {
    const { output } = await exportLayout(everyBlockLayout(), '--title', 'Demo');
    const html = readFileSync(output, 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<title>Demo</title>');
    expect(html).toMatch(/<style[^>]*>[^<]*grid-template-columns/);
    for (const type of componentTypes) expect(html).toContain(`data-component-type="${type}"`);
    expect(html).not.toContain('Error rendering component');
    expect(html).toContain('/assets/hydrate.js');
  }, 60_000);

  it('a malformed layout is refused with the path of each error, and nothing is written', async () => {
    const { result, output } = await exportLayout({
      grid_config: { areas: 'nope' },
      components: [],
    });
    expect(existsSync(output)).toBe(false);
    expect(result).toMatchObject({ code: 1 });
    expect((result as { stderr: string }).stderr).toMatch(/not a valid layout/);
    expect((result as { stderr: string }).stderr).toMatch(/grid_config\.areas/);
  }, 60_000);
});
