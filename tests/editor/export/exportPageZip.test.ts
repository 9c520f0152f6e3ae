// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';
import { exportPageZip } from '../../../src/editor/export/exportPageZip';
import { STANDALONE_SCRIPT_URL } from '../../../src/renderer/export/ids';

const SCRIPT = '/* the standalone script */';
const MEDIA = 'tests/fixtures/export/media';

function fixtureLayout() {
  const result = parseLayoutDocument(
    readFileSync('tests/fixtures/export/every-component.json', 'utf8'),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

/**
 * Files as a static server hands them out: the built script at its URL, the fixture's media by
 * name, 404 for anything else. Stands for the server's file serving, not for our API.
 */
function files(options: { script?: boolean } = {}): typeof fetch {
  return async (input) => {
    const url = String(input);
    if (url === STANDALONE_SCRIPT_URL) {
      return options.script === false
        ? new Response('Not found', { status: 404 })
        : new Response(SCRIPT, { headers: { 'content-type': 'text/javascript' } });
    }
    const name = url.replace(/^\.\/media\//, '');
    try {
      return new Response(readFileSync(join(MEDIA, name)));
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}

describe("the editor's Export page", () => {
  it('zips the standalone page in one folder named after the layout: index.html, its script and its media', async () => {
    const zip = await exportPageZip(fixtureLayout(), 'Summer drop 2026!', files());
    expect(zip.fileName).toBe('summer-drop-2026.zip');
    expect(zip.warnings).toEqual([]);
    const unzipped = unzipSync(zip.bytes);
    const listed = Object.keys(unzipped).sort();
    expect(listed).toEqual([
      'summer-drop-2026/assets/vitrine-standalone.js',
      'summer-drop-2026/index.html',
      'summer-drop-2026/media/1-front.png',
      'summer-drop-2026/media/2-slide-1.svg',
      'summer-drop-2026/media/3-slide-2.svg',
      'summer-drop-2026/media/4-slide-3.svg',
      'summer-drop-2026/media/5-detail.png',
      'summer-drop-2026/media/6-chime.wav',
      'summer-drop-2026/media/7-clip.webm',
    ]);
    expect(zip.entries.sort()).toEqual(listed);
    const html = strFromU8(unzipped['summer-drop-2026/index.html']!);
    expect(html).toContain('<title>Summer drop 2026!</title>');
    expect(html).toContain('<script src="./assets/vitrine-standalone.js" defer></script>');
    expect(html).toContain('src="./media/1-front.png"');
    expect(html).toContain('Registration is available on the live page.');
    expect(strFromU8(unzipped['summer-drop-2026/assets/vitrine-standalone.js']!)).toBe(SCRIPT);
    expect(unzipped['summer-drop-2026/media/1-front.png']).toEqual(
      new Uint8Array(readFileSync(join(MEDIA, 'front.png'))),
    );
  });

  it('an image the server does not have is a warning naming it, and the rest is exported', async () => {
    const layout = fixtureLayout();
    const withMissing = {
      ...layout,
      components: layout.components.map((c) =>
        c.type === 'image' ? { ...c, data: { ...c.data, src: '/uploads/gone.png' } } : c,
      ),
    };
    const zip = await exportPageZip(withMissing, 'Page', files());
    expect(zip.warnings).toEqual([
      'Image or media not found: /uploads/gone.png (HTTP 404); the page keeps the original address',
    ]);
    expect(Object.keys(unzipSync(zip.bytes))).toContain('page/media/2-slide-1.svg');
  });

  it('says plainly when the server has no built standalone script', async () => {
    await expect(exportPageZip(fixtureLayout(), 'Page', files({ script: false }))).rejects.toThrow(
      /The page script is not on this server.*npm run build/,
    );
  });
});
