// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { CSP_NONCE_PLACEHOLDER } from '../../server/securityHeaders';
import { EDITOR_MODULE } from '../../server/static/indexHtml';
import { eq } from 'drizzle-orm';
import { layouts } from '../../server/db/schema';
import { getComponentSchema, parseLayoutDocument } from '../../src/components/schemaRegistry';
import { takeCheckedLayout } from '../../src/schema/layout/checkedLayout';
import { EDITOR_OPENING_ID, type EditorOpening } from '../../src/schema/layout/editorOpening';
import { ownerSignIn } from './support/owner';
import { SK, startTestServer, type TestServer } from './support/testServer';

/**
 * An editor page whose address names a layout comes with that layout's record, read with the
 * credentials the editor's own request would carry, and preloads the code of its block types:
 * opening it waits for no request after the editor's code.
 */
let staticDir: string;
const servers: TestServer[] = [];

const HOSTILE = `</script><script>alert(1)</script> ${CSP_NONCE_PLACEHOLDER}`;

const documentWith = (text: string) => ({
  version: 3,
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [
    { id: 't1', type: 'text', areaId: 'main', data: { content: `<p>${text}</p>` } },
    { id: 'i1', type: 'image', areaId: 'main', data: {} },
    { id: 'x1', type: 'not-a-type', areaId: 'main', data: {} },
  ],
});

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-opening-dist-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(staticDir, 'owner.html'),
    '<!doctype html><html><head><script type="module" src="/assets/owner-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(
    join(staticDir, '.vite', 'owner-manifest.json'),
    JSON.stringify({
      'owner.html': { file: 'assets/owner-1.js' },
      [EDITOR_MODULE]: { file: 'assets/EditorApp-1.js' },
      'src/components/text/definition.tsx': { file: 'assets/text-1.js', imports: ['_r-1.js'] },
      'src/components/image/definition.tsx': { file: 'assets/image-1.js', imports: ['_r-1.js'] },
      'src/components/video/definition.ts': { file: 'assets/video-1.js' },
      '_r-1.js': { file: 'assets/renderer-1.js' },
    }),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(staticDir, { recursive: true, force: true });
});

/** Seeded: the demo site the layouts are made in, and the studio's owner account. */
async function serverWith(config: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(config, { staticDir });
  servers.push(server);
  return server;
}

function openingOf(html: string): EditorOpening | null {
  const match = new RegExp(
    `<script type="application/json" id="${EDITOR_OPENING_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as EditorOpening) : null;
}

/** The record as the editor takes it: the document the check came with, its defaults put back. */
function openedRecord(opening: EditorOpening): unknown {
  const record = structuredClone(opening.record) as { document: unknown };
  if (!opening.check) return record;
  const taken = takeCheckedLayout(record.document, opening.check, getComponentSchema);
  if (!taken) throw new Error('the page carries no document the editor can take');
  return { ...record, document: taken.layout };
}

const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('an editor page comes with the layout it opens', () => {
  it("the layout's record as the editor reads it, its block types' code preloaded, for the owner's eyes only", async () => {
    const server = await serverWith({});
    const created = await server
      .client({ apiKey: SK })
      .layouts.create({ name: 'Landing', document: documentWith('Hello') });
    const response = await fetch(`${server.url}/editor?layout=${created.id}`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    const opening = openingOf(html);
    expect(opening?.id).toBe(created.id);
    expect(openedRecord(opening!)).toEqual(
      await server.client({ apiKey: SK }).layouts.get(created.id),
    );
    // The types it uses, with what they import; not a type it does not use, nor an unknown one.
    expect(preloads(html)).toEqual(
      expect.arrayContaining(['/assets/text-1.js', '/assets/image-1.js', '/assets/renderer-1.js']),
    );
    expect(preloads(html)).not.toContain('/assets/video-1.js');
  });

  it('carries the document as parseLayout makes it, with its report, whatever wrote the record', async () => {
    const server = await serverWith({});
    const client = server.client({ apiKey: SK });
    const created = await client.layouts.create({ name: 'Checked', document: documentWith('One') });
    const openingFor = async () =>
      openingOf(await (await fetch(`${server.url}/editor?layout=${created.id}`)).text())!;
    const first = await openingFor();
    const stored = (await client.layouts.get(created.id))!.document;
    const parsed = parseLayoutDocument(stored);
    if (!parsed.ok) throw new Error('the stored document does not parse');
    expect((openedRecord(first) as { document: unknown }).document).toEqual(parsed.layout);
    expect(first.check).toEqual({ componentErrors: {}, resetFields: {}, migrated: [] });
    // What is only a type's defaults (the image's data, every block's styles here) is left out
    // of the page; the text's own words are not.
    const carried = (first.record as { document: { components: Record<string, unknown>[] } })
      .document.components;
    expect(carried.map((c) => [c.id, 'data' in c, 'styles' in c])).toEqual([
      ['t1', true, false],
      ['i1', false, false],
      ['x1', true, true],
    ]);
    // A save: the next page carries the new revision's document, not the one kept before.
    await client.layouts.update(created.id, {
      document: documentWith('Two'),
      revision: created.revision,
    });
    const saved = await openingFor();
    expect(JSON.stringify(saved.record)).toContain('Two');
    expect(JSON.stringify(saved.record)).not.toContain('One');
    // Written behind the API, in an older version and with a block that does not fit: the
    // page carries the migrated, repaired document and says what was done, as the editor's
    // own parse would.
    const older = {
      version: 2,
      grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
      components: [{ id: 't1', type: 'text', areaId: 'main', data: { content: 42 } }],
    };
    await server.db.update(layouts).set({ document: older }).where(eq(layouts.id, created.id));
    const behind = await openingFor();
    const expected = parseLayoutDocument(older);
    if (!expected.ok) throw new Error('the older document does not parse');
    expect(expected.migrated.length).toBeGreaterThan(0);
    expect(behind.check).toEqual({
      componentErrors: expected.componentErrors,
      resetFields: expected.resetFields,
      migrated: expected.migrated,
    });
    // The text's content did not fit and went back to its default: the report names it.
    expect(expected.resetFields.t1).toEqual([
      expect.objectContaining({ path: 'components.0.data.content', value: 42 }),
    ]);
    expect((openedRecord(behind) as { document: unknown }).document).toEqual(
      JSON.parse(JSON.stringify(expected.layout)),
    );
  });

  it('carries no report for a stored document that does not parse: the editor shows why', async () => {
    const server = await serverWith({});
    const created = await server
      .client({ apiKey: SK })
      .layouts.create({ name: 'Broken', document: documentWith('Fine') });
    await server.db
      .update(layouts)
      .set({ document: { version: 3, components: 'not a list' } })
      .where(eq(layouts.id, created.id));
    const opening = openingOf(
      await (await fetch(`${server.url}/editor?layout=${created.id}`)).text(),
    );
    expect(opening?.check).toBeUndefined();
    expect((opening?.record as { document: unknown }).document).toEqual({
      version: 3,
      components: 'not a list',
    });
  });

  it("text in the layout cannot close the element or take the page's nonce", async () => {
    const server = await serverWith({});
    const created = await server
      .client({ apiKey: SK })
      .layouts.create({ name: `Hostile ${HOSTILE}`, document: documentWith(HOSTILE) });
    const response = await fetch(`${server.url}/editor?layout=${created.id}`);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    // The response's nonce stands only in the page's own nonce attributes.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!;
    expect(html.split(nonce).length).toBe(html.split(`nonce="${nonce}"`).length);
    // What the layout holds (its name as given, its text as the schema kept it) reads back
    // unchanged.
    expect(openedRecord(openingOf(html)!)).toEqual(
      await server.client({ apiKey: SK }).layouts.get(created.id),
    );
  });

  it('answers many editor pages asked for at once, each with its layout', async () => {
    const server = await serverWith({});
    const created = await server
      .client({ apiKey: SK })
      .layouts.create({ name: 'Busy', document: documentWith('Many') });
    // More than the embedded database admits at once: each page reads its layout through the
    // API while it is itself being answered.
    const pages = Promise.all(
      Array.from({ length: 16 }, async () =>
        openingOf(await (await fetch(`${server.url}/editor?layout=${created.id}`)).text()),
      ),
    );
    const answered = await Promise.race([
      pages,
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 4_000)),
    ]);
    expect(answered).not.toBe('still waiting');
    expect((answered as EditorOpening[]).map((opening) => opening?.id)).toEqual(
      Array.from({ length: 16 }, () => created.id),
    );
    // And the database's queue is free again: a read through the API is answered.
    expect((await server.client({ apiKey: SK }).layouts.get(created.id))?.id).toBe(created.id);
  });

  it('no record for an unknown layout, an address that is not an id, or the other owner apps', async () => {
    const server = await serverWith({});
    for (const path of ['/editor?layout=lay_missing', '/editor?layout=%3Cscript%3E', '/editor']) {
      const response = await fetch(`${server.url}${path}`);
      expect(openingOf(await response.text()), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect(openingOf(await (await fetch(`${server.url}/studio?layout=x`)).text())).toBeNull();
  });

  it("without the development key: the draft with the owner's session, nothing without it", async () => {
    const secret = 'sk_test_not_the_local_default';
    const server = await serverWith({ secretKey: secret });
    const created = await server
      .client({ apiKey: secret })
      .layouts.create({ name: 'Draft', document: documentWith('Unpublished') });
    const page = (cookie?: string) =>
      fetch(`${server.url}/editor?layout=${created.id}`, {
        headers: cookie ? { cookie } : {},
      }).then((response) => response.text());
    // Never published: the publishable key alone reads nothing, as the editor would not.
    expect(openingOf(await page())).toBeNull();
    const { token } = await ownerSignIn(server, LOCAL_OWNER_EMAIL);
    const opening = openingOf(await page(`vitrine_owner=${token}`));
    expect(opening?.id).toBe(created.id);
    expect((opening?.record as { revision: number }).revision).toBe(created.revision);
  });
});
