/**
 * Requests for each operation: the deterministic sweep (every hostile value in every field,
 * path parameter and query parameter; every hostile body) and a fast-check arbitrary of random
 * requests (schema-shaped values with real ones mixed in, some of them mutated).
 */
import fc from 'fast-check';
import {
  hostileBodies,
  hostileUrlText,
  hostileValues,
  RawJson,
  toJsonText,
  type HostileBody,
  type HostileValue,
  type Labelled,
} from './hostile';
import { fieldsOf, fillPath, removesRow, typesOf, type Operation } from './operations';
import { arbitraryFor, type JsonSchema, type ValuePool } from './schemaArbitrary';

export const CALLERS = ['no key', 'publishable key', 'secret key', 'signed-in visitor'] as const;
export type Caller = (typeof CALLERS)[number];

export interface FuzzRequest {
  operation: string;
  caller: Caller;
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  contentType: string | null;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  /** What was hostile about it, for the failure report. */
  label: string;
}

export interface FuzzSizes {
  /** Levels of nesting in the deep values and bodies. */
  deepLevels: number;
  /** Bytes in the huge bodies (a little over and under this). */
  hugeBytes: number;
}

/** A tiny valid PNG (1×1), so uploads and feed posts reach the file checks past the type sniff. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const encodeValue = (value: unknown) =>
  encodeURIComponent(
    value instanceof RawJson
      ? value.text
      : typeof value === 'string'
        ? value
        : (JSON.stringify(value) ?? ''),
  );

/** The schema with every property required, so an example carries every field to mutate. */
function requireAll(schema: JsonSchema): JsonSchema {
  if (!schema.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([k, v]) => [k, requireAll(v)]),
  );
  return { ...schema, properties, required: Object.keys(properties) };
}

/**
 * One value of the schema, the same for a seed, with the pool's first real value in every
 * field that has one: the base that the sweep mutates, so that only the mutation is wrong.
 */
function example(schema: JsonSchema, pool: ValuePool, seed: number): unknown {
  let value = fc.sample(arbitraryFor(requireAll(schema), pool), { seed, numRuns: 1 })[0];
  for (const field of fieldsOf(schema)) {
    const real = pool[field.path.at(-1)!];
    if (real?.length) value = withValueAt(value, field.path, real[0]);
  }
  return value;
}

/** A copy of `base` with `value` at `path` (objects and arrays made on the way). */
function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const container: Record<string, unknown> | unknown[] = Array.isArray(base)
    ? [...base]
    : base && typeof base === 'object'
      ? { ...base }
      : /^\d+$/.test(head)
        ? []
        : {};
  (container as Record<string, unknown>)[head] = withValueAt(
    (container as Record<string, unknown>)[head],
    rest,
    value,
  );
  return container;
}

function isBinary(schema: JsonSchema | undefined) {
  return schema?.format === 'binary';
}

/** A multipart form from a record: files for binary fields, text for the rest. */
function toForm(value: unknown, schema: JsonSchema, file: Blob): FormData {
  const form = new FormData();
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    form.append('value', toJsonText(value));
    return form;
  }
  for (const [name, v] of Object.entries(value)) {
    if (isBinary(schema.properties?.[name])) form.append(name, file, 'fuzz.png');
    else if (typeof v === 'string') form.append(name, v);
    else form.append(name, toJsonText(v));
  }
  return form;
}

const fileChoices: Labelled<Blob>[] = [
  { label: 'a 1×1 PNG', value: new Blob([PNG_1X1], { type: 'image/png' }) },
  { label: 'an empty file', value: new Blob([], { type: 'image/png' }) },
  { label: 'text named .png', value: new Blob(['not an image'], { type: 'image/png' }) },
  {
    label: 'a PNG header and garbage',
    value: new Blob([PNG_1X1.subarray(0, 16), 'x'.repeat(100)]),
  },
];

function bodyRequest(
  operation: Operation,
  base: unknown,
  label: string,
  file: Blob = fileChoices[0]!.value,
): Pick<FuzzRequest, 'body' | 'contentType' | 'label'> {
  const spec = operation.body!;
  if (spec.contentType.startsWith('multipart/'))
    return { body: toForm(base, spec.schema, file), contentType: null, label };
  return { body: toJsonText(base), contentType: 'application/json', label };
}

function hostileBodyRequest(
  body: HostileBody,
): Pick<FuzzRequest, 'body' | 'contentType' | 'label'> {
  return { body: body.body, contentType: body.contentType, label: `body: ${body.label}` };
}

/**
 * The pool an operation draws from: a DELETE gets the ids of rows made to be deleted, so the
 * demo layout and collection stay for every other operation.
 */
function poolFor(operation: Operation, pool: ValuePool): ValuePool {
  return removesRow(operation) ? { ...pool, id: pool[DELETABLE] ?? [] } : pool;
}

/** Pool key of the ids a DELETE may remove. */
export const DELETABLE = 'deletable id';

/** Path and query values that fit, taken from the pool or the schema. */
function fittingParams(operation: Operation, pool: ValuePool, seed: number) {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const p of operation.parameters) {
    const real = pool[p.name];
    const value = real?.length ? real[0] : example(p.schema, pool, seed);
    if (p.in === 'path') path[p.name] = encodeValue(value);
    else if (p.in === 'query' && p.required) query.push([p.name, encodeValue(value)]);
  }
  return { path, query };
}

function urlOf(operation: Operation, path: Record<string, string>, query: [string, string][]) {
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return fillPath(operation, path) + (search ? `?${search}` : '');
}

/** The hostile values that test a field of this schema (see HostileKind); deep ones if `first`. */
function valuesFor(schema: JsonSchema, values: HostileValue[], first: boolean): HostileValue[] {
  const types = typesOf(schema);
  const any = types.has('any');
  const numeric = any || types.has('number') || types.has('integer');
  const text = any || types.has('string');
  const shaped = any || types.has('object') || types.has('array');
  return values.filter(
    (v) =>
      v.kind === 'type' ||
      (v.kind === 'number' && numeric) ||
      (v.kind === 'numeric text' && (numeric || text)) ||
      (v.kind === 'text' && text) ||
      (v.kind === 'shape' && shaped) ||
      (v.kind === 'deep' && first),
  );
}

/** The operation called as it should be: real values, a body that fits, from `caller`. */
export function fittingRequest(
  operation: Operation,
  sharedPool: ValuePool,
  caller: Caller,
): FuzzRequest {
  const pool = poolFor(operation, sharedPool);
  const fitting = fittingParams(operation, pool, 1);
  const base = operation.body ? example(operation.body.schema, pool, 1) : undefined;
  return {
    operation: operation.id,
    caller,
    method: operation.method,
    url: urlOf(operation, fitting.path, fitting.query),
    ...(operation.body
      ? bodyRequest(operation, base, 'fitting')
      : { contentType: null, label: 'fitting' }),
  };
}

/**
 * Every hostile value in every place of every operation. Values in fields and parameters go
 * from the caller that gets furthest into the operation (`deepest`: past the key and owner
 * checks, so the value meets the handler); whole hostile bodies go from each caller in turn.
 * Bodies that must not be fed to a GET (fetch refuses a GET body) go to the operations that
 * take one.
 */
export function sweepRequests(
  operations: Operation[],
  sharedPool: ValuePool,
  sizes: FuzzSizes,
  deepest: Readonly<Record<string, Caller>>,
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const values = hostileValues(sizes);
  const bodies = hostileBodies(sizes);
  let turn = 0;
  let hugeTurn = 0;
  const caller = () => CALLERS[turn++ % CALLERS.length]!;
  // What removes rows goes last, so every other operation meets the demo rows first.
  const ordered = [...operations].sort((a, b) => Number(removesRow(a)) - Number(removesRow(b)));
  for (const operation of ordered) {
    const pool = poolFor(operation, sharedPool);
    const fitting = fittingParams(operation, pool, 1);
    const base = operation.body ? example(operation.body.schema, pool, 1) : undefined;
    const fittingBody = operation.body ? bodyRequest(operation, base, '') : {};
    const inside = deepest[operation.id] ?? 'secret key';
    const push = (url: string, part: Partial<FuzzRequest> & { label: string }, who = caller()) =>
      requests.push({
        operation: operation.id,
        caller: who,
        method: operation.method,
        url,
        contentType: null,
        ...fittingBody,
        ...part,
      });

    for (const p of operation.parameters) {
      if (p.in !== 'path' && p.in !== 'query') continue;
      for (const text of hostileUrlText) {
        const path = { ...fitting.path };
        const query = fitting.query.filter(([k]) => k !== p.name);
        if (p.in === 'path') path[p.name] = text.value;
        else query.push([p.name, text.value]);
        const label = `${p.in} ${p.name}: ${text.label}`;
        push(urlOf(operation, path, query), { label }, inside);
      }
    }
    const url = urlOf(operation, fitting.path, fitting.query);
    push(
      `${url}${url.includes('?') ? '&' : '?'}__proto__[x]=1&constructor[prototype][x]=1&limit=1&limit=2`,
      {
        label: 'query: prototype keys and a repeated parameter',
      },
    );
    if (!operation.body) {
      if (operation.method !== 'GET')
        for (const body of bodies.slice(0, 6)) push(url, hostileBodyRequest(body));
      continue;
    }
    for (const [i, field] of fieldsOf(operation.body.schema).entries()) {
      for (const value of valuesFor(field.schema, values, i === 0)) {
        const body = withValueAt(base, field.path, value.value);
        const label = `${field.path.join('.')}: ${value.label}`;
        push(url, bodyRequest(operation, body, label), inside);
      }
    }
    for (const value of values.filter((v) => v.kind !== 'text'))
      push(url, bodyRequest(operation, value.value, `whole body: ${value.label}`), inside);
    for (const file of fileChoices.slice(1))
      if (operation.body.contentType.startsWith('multipart/'))
        push(url, bodyRequest(operation, base, `file: ${file.label}`, file.value), inside);
    // Huge bodies cost time to send: each operation gets one of them in turn (each kind reaches
    // several operations), sent with the key that reaches the most code.
    for (const body of bodies.filter((b) => !b.huge)) push(url, hostileBodyRequest(body));
    const multipart = operation.body.contentType.startsWith('multipart/');
    const huge = bodies.filter(
      (b) => b.huge && multipart === Boolean(b.contentType?.startsWith('multipart/')),
    );
    push(url, hostileBodyRequest(huge[hugeTurn++ % huge.length]!), 'secret key');
  }
  return requests;
}

/** Paths to every value inside `value` (objects and arrays), nearest first. */
function pathsIn(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  if (!value || typeof value !== 'object' || out.length > 5000) return out;
  for (const [key, item] of Object.entries(value)) {
    out.push([...prefix, key]);
    pathsIn(item, [...prefix, key], out);
  }
  return out;
}

/**
 * A hostile value deep inside a real one (a node of the demo layout document, a registration
 * answer), so the mutation meets the validation behind the field rather than its type check.
 */
function insideRealValues(operation: Operation, pool: ValuePool, values: HostileValue[]) {
  const schema = operation.body!.schema;
  const candidates = fieldsOf(schema).flatMap((field) => {
    const real = pool[field.path.at(-1)!]?.find((v) => v && typeof v === 'object');
    const paths = real ? pathsIn(real) : [];
    return paths.length > 0 ? [{ field, real, paths }] : [];
  });
  if (candidates.length === 0) return [];
  const arbitrary = fc
    .tuple(
      arbitraryFor(requireAll(schema), pool),
      fc.constantFrom(...candidates),
      fc.nat(),
      fc.constantFrom(...values),
    )
    .map(([base, { field, real, paths }, n, value]) => {
      const inner = paths[n % paths.length]!;
      const body = withValueAt(base, field.path, withValueAt(real, inner, value.value));
      const where = [...field.path, ...inner].join('.');
      return bodyRequest(operation, body, `${where}: ${value.label}`);
    });
  return [{ weight: 3, arbitrary }];
}

/** Random requests: schema-shaped, real values mixed in, some parts hostile. */
export function requestArbitrary(
  operations: Operation[],
  sharedPool: ValuePool,
  sizes: FuzzSizes,
): fc.Arbitrary<FuzzRequest> {
  const values = hostileValues(sizes);
  // Huge bodies belong to the sweep; random runs keep each request small and quick.
  const bodies = hostileBodies(sizes).filter((b) => !b.huge);
  const urlText = (p: { name: string; schema: JsonSchema }, pool: ValuePool) =>
    fc.oneof(
      { weight: 4, arbitrary: arbitraryFor(p.schema, pool, p.name).map(encodeValue) },
      { weight: 1, arbitrary: fc.constantFrom(...hostileUrlText).map((t) => t.value) },
    );
  return fc
    .tuple(fc.constantFrom(...operations), fc.constantFrom(...CALLERS))
    .chain(([operation, caller]) => {
      const pool = poolFor(operation, sharedPool);
      const pathParams = operation.parameters.filter((p) => p.in === 'path');
      const queryParams = operation.parameters.filter((p) => p.in === 'query');
      const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, urlText(p, pool)])));
      const query = fc.tuple(
        ...queryParams.map((p) =>
          p.required
            ? urlText(p, pool).map((v) => [p.name, v])
            : fc.option(
                urlText(p, pool).map((v) => [p.name, v]),
                { freq: 2 },
              ),
        ),
      );
      const schema = operation.body?.schema;
      const fields = schema ? fieldsOf(schema).map((f) => f.path) : [];
      const body: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'contentType' | 'label'>> = !schema
        ? fc.constant({ contentType: null, label: 'no body' })
        : fc.oneof(
            {
              weight: 4,
              arbitrary: arbitraryFor(schema, pool).map((v) =>
                bodyRequest(operation, v, 'fitting body'),
              ),
            },
            {
              weight: 3,
              arbitrary: fc
                .tuple(
                  arbitraryFor(requireAll(schema), pool),
                  fc.constantFrom(...(fields.length > 0 ? fields : [[]])),
                  fc.constantFrom(...values),
                )
                .map(([base, field, value]) =>
                  bodyRequest(
                    operation,
                    withValueAt(base, field, value.value),
                    `${field.join('.')}: ${value.label}`,
                  ),
                ),
            },
            ...insideRealValues(operation, pool, values),
            {
              weight: 1,
              arbitrary: fc
                .tuple(arbitraryFor(schema, pool), fc.constantFrom(...fileChoices))
                .map(([base, file]) =>
                  bodyRequest(operation, base, `file: ${file.label}`, file.value),
                ),
            },
            { weight: 1, arbitrary: fc.constantFrom(...bodies).map(hostileBodyRequest) },
          );
      return fc.tuple(path, query, body).map(([p, q, b]) => ({
        operation: operation.id,
        caller,
        method: operation.method,
        url: urlOf(
          operation,
          p as Record<string, string>,
          q.filter((x): x is [string, string] => Array.isArray(x)),
        ),
        ...b,
      }));
    });
}
