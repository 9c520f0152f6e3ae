// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_INT_MAX } from '../../src/schema/entities/storedNumber';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

interface Schema {
  type?: string | string[];
  maximum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'x-api-key': SK, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
};

describe('numbers the database cannot hold are a 400, never a 500', () => {
  it('every whole-number input of the OpenAPI document has a maximum an integer column holds', async () => {
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; schema?: Schema }[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >;
    };
    const unbounded: string[] = [];
    const visit = (schema: Schema | undefined, where: string) => {
      const stack: [Schema | undefined, string][] = [[schema, where]];
      while (stack.length > 0) {
        const [node, at] = stack.pop()!;
        if (!node) continue;
        const types = Array.isArray(node.type) ? node.type : [node.type];
        if (types.includes('integer')) {
          const max = node.maximum ?? node.exclusiveMaximum;
          if (max === undefined || max > STORED_INT_MAX) unbounded.push(at);
        }
        for (const [k, v] of Object.entries(node.properties ?? {})) stack.push([v, `${at}.${k}`]);
        if (typeof node.additionalProperties === 'object')
          stack.push([node.additionalProperties, `${at}.*`]);
        if (node.items) stack.push([node.items, `${at}[]`]);
        for (const s of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
          stack.push([s, at]);
      }
    };
    let inputs = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? []) {
          inputs++;
          visit(p.schema, `${method.toUpperCase()} ${path} ${p.name}`);
        }
        for (const [type, c] of Object.entries(op.requestBody?.content ?? {})) {
          inputs++;
          visit(c.schema, `${method.toUpperCase()} ${path} ${type}`);
        }
      }
    }
    expect(inputs).toBeGreaterThan(30);
    expect(unbounded).toEqual([]);
  });

  it('a revision of 2^31 or more: publish, restore and save answer 400 naming the field', async () => {
    for (const revision of [2 ** 31, 2 ** 53, 1e300]) {
      const publish = await call('POST', '/v1/layouts/lay_demo/publish', { revision });
      expect(publish.status).toBe(400);
      expect(publish.body.message).toContain('revision');
      const save = await call('PUT', '/v1/layouts/lay_demo', { document: {}, revision });
      expect(save.status).toBe(400);
      expect(save.body.message).toContain('revision');
    }
    for (const revision of ['2147483648', '9007199254740993', '1e300']) {
      const restore = await call('POST', `/v1/layouts/lay_demo/versions/${revision}/restore`);
      expect(restore.status).toBe(400);
      expect(restore.body.message).toContain('revision');
    }
    // The largest storable revision is a plain "no such revision".
    const largest = await call('POST', '/v1/layouts/lay_demo/publish', {
      revision: STORED_INT_MAX,
    });
    expect(largest.status).toBe(400);
    expect(largest.body.message).toBe(
      `revision: layout "lay_demo" has no revision ${STORED_INT_MAX}`,
    );
    const restoreLargest = await call(
      'POST',
      `/v1/layouts/lay_demo/versions/${STORED_INT_MAX}/restore`,
    );
    expect(restoreLargest.status).toBe(404);
  });

  it('list offsets past what a list can hold are a 400 naming the field', async () => {
    for (const path of [
      '/v1/layouts?offset=99999999999999999999',
      '/v1/users?offset=99999999999999999999',
      '/v1/activities?collection_slug=demo&offset=99999999999999999999',
      '/v1/collections?offset=99999999999999999999',
    ]) {
      const res = await call('GET', path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.message).toContain('offset');
    }
  });
});
