// @vitest-environment node
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { componentTypes } from '../../src/schema/componentTypes';
import { runExport } from '../../scripts/exportCommand';

/**
 * The export command's contract with its user: what it writes, what it refuses, what it warns
 * about. Without the standalone script (--no-script), so it runs before any build; the page with
 * its script is opened in Chromium by tests/browser/export-standalone.test.ts.
 */

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIXTURE = 'tests/fixtures/export/every-component.json';
const fixture = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as { components: unknown[] };

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Writes a layout beside the fixture's media (so './media/…' resolves); its path. */
function layoutFile(layout: unknown): string {
  const source = join(dir, `src-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(source, 'media'), { recursive: true });
  for (const file of readdirSync('tests/fixtures/export/media')) {
    copyFileSync(join('tests/fixtures/export/media', file), join(source, 'media', file));
  }
  const input = join(source, 'layout.json');
  writeFileSync(input, typeof layout === 'string' ? layout : JSON.stringify(layout));
  return input;
}

/**
 * Runs the command on a layout in this process: the same code the command line runs, without
 * starting Node and compiling the renderer again for every case.
 */
async function exportLayout(layout: unknown, output: string, ...args: string[]): Promise<Outcome> {
  const said = { stdout: [] as string[], stderr: [] as string[] };
  const code = await runExport([layoutFile(layout), output, ...args], {
    log: (message) => said.stdout.push(message),
    warn: (message) => said.stderr.push(message),
    error: (message) => said.stderr.push(message),
  });
  return { code, stdout: said.stdout.join('\n'), stderr: said.stderr.join('\n') };
}

/** Runs `npm run export`'s command line on a layout, as its user does (tsx, a process of its own). */
async function exportLayoutByCommandLine(layout: unknown, output: string): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      '--import',
      'tsx',
      'scripts/export.tsx',
      layoutFile(layout),
      output,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run export', () => {
  it('writes a folder: index.html with every component type and its CSS inline, and the media by relative URL', async () => {
    const out = join(dir, 'every');
    const result = await exportLayout(fixture(), out, '--title', 'Demo', '--no-script');
    expect(result.code).toBe(0);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<title>Demo</title>');
    expect(html).toMatch(/<style[^>]*>[^<]*grid-template-columns/);
    for (const type of componentTypes) expect(html).toContain(`data-component-type="${type}"`);
    expect(html).not.toContain('Error rendering component');
    expect(html).toContain('Registration is available on the live page.');
    expect(html).toContain('src="./media/1-front.png"');
    expect(readdirSync(join(out, 'media')).sort()).toEqual([
      '1-front.png',
      '2-slide-1.svg',
      '3-slide-2.svg',
      '4-slide-3.svg',
      '5-detail.png',
      '6-chime.wav',
      '7-clip.webm',
    ]);
    expect(readFileSync(join(out, 'media', '1-front.png'))).toEqual(
      readFileSync('tests/fixtures/export/media/front.png'),
    );
  }, 60_000);

  it('a malformed layout is refused with the path of each error, exit code 1, and nothing is written', async () => {
    const out = join(dir, 'malformed');
    // The command line itself: its exit code and its error output are what a script sees.
    const result = await exportLayoutByCommandLine(
      { grid_config: { areas: 'nope' }, components: [] },
      out,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not a valid layout; nothing was written/);
    expect(result.stderr).toMatch(/grid_config\.areas/);
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  it('a file that is not JSON is refused the same way', async () => {
    const out = join(dir, 'not-json');
    const result = await exportLayout('{"grid_config": ', out, '--no-script');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not a valid layout/);
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  it('a missing image is a warning naming it; the page is still written, pointing where it did', async () => {
    const layout = fixture() as { components: { type: string; data: Record<string, unknown> }[] };
    const image = layout.components.find((c) => c.type === 'image')!;
    image.data.src = './media/not-there.png';
    const out = join(dir, 'missing-image');
    const result = await exportLayout(layout, out, '--no-script');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/Warning: Image or media not found: \.\/media\/not-there\.png/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('src="./media/not-there.png"');
  }, 60_000);

  it('refuses a folder that holds anything but a previous export, and touches nothing in it', async () => {
    const out = join(dir, 'foreign');
    mkdirSync(out);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    const result = await exportLayout(fixture(), out, '--no-script');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /already exists and is not a Vitrine export.*Nothing was written/,
    );
    expect(readdirSync(out)).toEqual(['notes.txt']);
  }, 60_000);

  it('replaces its own previous export in the same folder', async () => {
    const out = join(dir, 'again');
    expect((await exportLayout(fixture(), out, '--no-script', '--title', 'First')).code).toBe(0);
    expect((await exportLayout(fixture(), out, '--no-script', '--title', 'Second')).code).toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<title>Second</title>');
    expect(readdirSync(dir).filter((name) => name.startsWith('.vitrine-export-'))).toEqual([]);
  }, 60_000);

  it('--single-file writes one page with the media inside it as data: URLs', async () => {
    const out = join(dir, 'one.html');
    const result = await exportLayout(fixture(), out, '--single-file', '--no-script');
    expect(result.code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/src="data:image\/png;base64,/);
    expect(html).toMatch(/src="data:video\/webm;base64,/);
    expect(html).not.toContain('src="./media/');
  }, 60_000);

  it('--single-file will not overwrite a file it did not write', async () => {
    const out = join(dir, 'mine.html');
    writeFileSync(out, '<p>my page</p>');
    const result = await exportLayout(fixture(), out, '--single-file', '--no-script');
    expect(result.code).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe('<p>my page</p>');
  }, 60_000);
});
