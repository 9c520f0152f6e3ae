// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layouts } from '../../server/db/schema';
import { SK, startTestServer, type TestServer } from './support/testServer';

/**
 * A member reads a layout's draft as it is stored, every time: the server keeps the record's
 * text by the row's version (server/services/draftRecordTexts.ts), and any write of the row —
 * a save, a publish, a rename, an operator's fix behind the API, another server's write —
 * makes a new version.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const documentWith = (text: string) => ({
  version: 3,
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [{ id: 't1', type: 'text', areaId: 'main', data: { content: `<p>${text}</p>` } }],
});

describe("a layout's draft, read again", () => {
  it('is the stored record after every kind of write, whoever made it', async () => {
    const client = server.client({ apiKey: SK });
    const created = await client.layouts.create({ name: 'Kept', document: documentWith('One') });
    const read = async () => {
      const response = await fetch(`${server.url}/v1/layouts/${created.id}`, {
        headers: { 'x-api-key': SK },
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return (await response.json()) as typeof created;
    };
    expect(await read()).toEqual(created);
    // Read twice: the second is answered from what was kept, the same.
    expect(await read()).toEqual(created);

    const saved = await client.layouts.update(created.id, {
      document: documentWith('Two'),
      revision: created.revision,
      name: 'Renamed',
    });
    expect(await read()).toEqual(saved);
    expect(JSON.stringify(await read())).toContain('Two');

    const published = await client.layouts.publish(created.id);
    expect((await read()).published_revision).toBe(published.published_revision);

    // Behind the API: the same revision and time, another document.
    await server.db
      .update(layouts)
      .set({ document: documentWith('Fixed by hand') })
      .where(eq(layouts.id, created.id));
    const fixed = await read();
    expect(fixed.revision).toBe(saved.revision);
    expect(JSON.stringify(fixed.document)).toContain('Fixed by hand');
  });
});
