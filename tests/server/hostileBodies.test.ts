// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import { jsonTextTooDeep, MAX_JSON_DEPTH, valueTooDeep } from '../../src/schema/jsonDepth';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

/** About 100 KB of arrays inside one another around a NUL escape. */
const nestedArrays = (levels = 50_000) => `${'['.repeat(levels)}"\\u0000"${']'.repeat(levels)}`;
/** The same with objects: {"a":{"a":…"\u0000"…}}. */
const nestedObjects = (levels = 20_000) =>
  `${'{"a":'.repeat(levels)}"\\u0000"${'}'.repeat(levels)}`;

/** Every operation of the OpenAPI document that takes a JSON body. */
async function jsonRoutes(): Promise<{ method: string; path: string }[]> {
  const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.requestBody?.content && 'application/json' in op.requestBody.content)
      .map(([method, _op]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{id\}/g, 'lay_demo').replace('{revision}', '1'),
      })),
  );
}

const send = (route: { method: string; path: string }, body: string) =>
  fetch(`${server.url}${route.path}`, {
    method: route.method,
    headers: { 'x-api-key': SK, 'content-type': 'application/json' },
    body,
  });

describe('JSON nested without end is refused at the door', () => {
  it(`every JSON route answers a body nested deeper than ${MAX_JSON_DEPTH} levels with a 400 naming the problem`, async () => {
    const routes = await jsonRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(13);
    for (const route of routes) {
      for (const body of [nestedArrays(), nestedObjects()]) {
        const res = await send(route, body);
        const answer = (await res.json()) as { message: string };
        expect({ route, status: res.status }).toEqual({ route, status: 400 });
        expect(answer.message).toBe(
          `body: nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects inside one another)`,
        );
      }
    }
    // Two requests for each of some thirty routes, on a machine that may be busy.
  }, 60_000);

  it('eight hostile bodies at once are refused before anything parses them', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const body = nestedArrays();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => send({ method: 'PUT', path: '/v1/users/usr_none' }, body)),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(400));
      const parsedHostile = parse.mock.calls.filter(
        ([text]) => typeof text === 'string' && text.length >= body.length,
      );
      expect(parsedHostile).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
  });

  it('the same body under another content type is not parsed as JSON: a 4xx, never a 500', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const res = await fetch(`${server.url}/v1/layouts/lay_demo/publish`, {
        method: 'POST',
        headers: { 'x-api-key': SK, 'content-type': type },
        body: nestedArrays(),
      });
      expect({ type, refused: [400, 415].includes(res.status) }).toEqual({ type, refused: true });
    }
  });

  it(`${MAX_JSON_DEPTH} levels are fine; the text scan ignores brackets inside strings`, () => {
    expect(jsonTextTooDeep(`${'['.repeat(64)}${']'.repeat(64)}`)).toBe(false);
    expect(jsonTextTooDeep(`${'['.repeat(65)}${']'.repeat(65)}`)).toBe(true);
    expect(jsonTextTooDeep(JSON.stringify({ text: '['.repeat(1000) + '\\"[' }))).toBe(false);
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 100_000; i++) at = (at[0] = []) as unknown[];
    expect(valueTooDeep(deep)).toBe(true);
  });

  it('the layout parser refuses a deep document (text or value) with an error, never a stack overflow', () => {
    const value: Record<string, unknown> = { version: 1, components: [] };
    let at: Record<string, unknown> = value;
    for (let i = 0; i < 100_000; i++) at = (at.next = {}) as Record<string, unknown>;
    const message = `Nested more than ${MAX_JSON_DEPTH} levels deep`;
    expect(parseLayoutDocument(value)).toEqual({ ok: false, errors: [{ path: '', message }] });
    expect(parseLayoutDocument(nestedObjects())).toEqual({
      ok: false,
      errors: [{ path: '', message }],
    });
  });
});
