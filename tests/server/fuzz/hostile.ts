/**
 * Hostile input for the API fuzzer: values of the wrong type or out of range, text no database
 * holds, prototype keys, nesting and sizes far past anything real, and bodies that are not what
 * the content type says. Each comes with a label, so a failure names what was sent.
 */

/** A piece of JSON text placed as is: what JSON.stringify cannot write (1e309, -0, a __proto__ key). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a value that may hold RawJson pieces anywhere. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface Labelled<T> {
  label: string;
  value: T;
}

const MB = 1024 * 1024;

/** `depth` levels of arrays around `inner`: [[[…]]]. */
export const nestedArrays = (depth: number, inner = '0') =>
  '['.repeat(depth) + inner + ']'.repeat(depth);

/** `depth` levels of objects around `inner`: {"a":{"a":…}}. */
export const nestedObjects = (depth: number, inner = '0') =>
  '{"a":'.repeat(depth) + inner + '}'.repeat(depth);

/**
 * What a hostile value tests, so each field gets the values that matter for it: every field
 * gets the wrong types; number fields the numbers and numeric text; text fields the text;
 * object fields and whole bodies the prototype keys; deep values (slow to send and to refuse)
 * go into one field of each operation and into the whole body.
 */
export type HostileKind = 'type' | 'number' | 'numeric text' | 'text' | 'shape' | 'deep';

export interface HostileValue extends Labelled<unknown> {
  kind: HostileKind;
}

/** Values to put where a field's value goes. */
export function hostileValues(options: { deepLevels: number }): HostileValue[] {
  const deep = options.deepLevels;
  const of = (kind: HostileKind, list: [string, unknown][]) =>
    list.map(([label, value]) => ({ label, value, kind }));
  return [
    ...of('type', [
      ['zero', 0],
      ['true', true],
      ['null', null],
      ['empty array', []],
      ['empty object', {}],
      ['mixed array', [1, 'a', null, {}]],
      ['text', 'x'],
    ]),
    ...of('number', [
      ['2^31', 2 ** 31],
      ['2^31 - 1', 2 ** 31 - 1],
      ['2^32', 2 ** 32],
      ['2^53 + 1', new RawJson('9007199254740993')],
      ['2^63', new RawJson('9223372036854775808')],
      ['2^64', new RawJson('18446744073709551616')],
      ['-1', -1],
      ['-2^31 - 1', -(2 ** 31) - 1],
      ['-0', new RawJson('-0')],
      ['1.5', 1.5],
      ['1e309 (Infinity once parsed)', new RawJson('1e309')],
      ['-1e309', new RawJson('-1e309')],
      ['1e-400', new RawJson('1e-400')],
    ]),
    ...of('numeric text', [
      ['the text NaN', 'NaN'],
      ['the text Infinity', 'Infinity'],
      ['the text 2^31', '2147483648'],
      ['the text 2^63', '9223372036854775808'],
      ['the text 1e309', '1e309'],
      ['the text -1', '-1'],
      ['the text 0x10', '0x10'],
    ]),
    ...of('text', [
      ['NUL', '\u0000'],
      ['NUL inside', 'a\u0000b'],
      ['lone high surrogate', '\ud800'],
      ['lone low surrogate', 'x\udfffy'],
      ['empty text', ''],
      ['spaces', '   '],
      ['path traversal', '../../../etc/passwd'],
      ['SQL', "' OR 1=1; DROP TABLE users; --"],
      ['markup', '<script>alert(1)</script>'],
      ['CRLF', 'a\r\nSet-Cookie: x=1'],
      ['right-to-left override', '\u202Egnp.exe'],
      ['emoji', '👩‍👩‍👧‍👦'.repeat(50)],
      ['100,000 characters', 'a'.repeat(100_000)],
    ]),
    ...of('shape', [
      ['__proto__ key', new RawJson('{"__proto__":{"polluted":true}}')],
      [
        'constructor.prototype keys',
        new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
      ],
      ['toString key', { toString: 'x', hasOwnProperty: 1, valueOf: null }],
      ['an object for text', { a: { b: 'c' } }],
    ]),
    ...of('deep', [
      ['100,000 numbers', new RawJson(`[${'1,'.repeat(99_999)}1]`)],
      [`${deep} nested arrays`, new RawJson(nestedArrays(deep))],
      [`${deep} nested objects`, new RawJson(nestedObjects(deep))],
      [`${deep} nested objects around a NUL`, new RawJson(nestedObjects(deep, '"\\u0000"'))],
    ]),
  ];
}

/** Text to put in a path segment or a query value, already percent-encoded where it says so. */
export const hostileUrlText: Labelled<string>[] = [
  { label: 'encoded NUL', value: '%00' },
  { label: 'encoded lone surrogate (CESU bytes)', value: '%ED%A0%80' },
  { label: 'bare percent', value: '%' },
  { label: 'cut UTF-8', value: '%E2%82' },
  { label: 'overlong slash', value: '%C0%AF' },
  { label: 'encoded traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'dot dot', value: '..' },
  { label: '10,000 characters', value: 'a'.repeat(10_000) },
  { label: '2^31', value: '2147483648' },
  { label: '2^63', value: '9223372036854775808' },
  { label: '-1', value: '-1' },
  { label: '0', value: '0' },
  { label: '1e309', value: '1e309' },
  { label: 'NaN', value: 'NaN' },
  { label: '1.5', value: '1.5' },
  { label: '__proto__', value: '__proto__' },
  { label: 'constructor', value: 'constructor' },
  { label: 'encoded emoji', value: '%F0%9F%98%80' },
  { label: 'space', value: '%20' },
  { label: 'SQL', value: encodeURIComponent("' OR '1'='1") },
];

/** A whole request body and the content type it is sent as. */
export interface HostileBody {
  label: string;
  contentType: string | null;
  body: string | Uint8Array<ArrayBuffer>;
  /** Megabytes: sent once per operation in turn, never in random runs. */
  huge?: boolean;
}

/** Bodies sent in place of a JSON body (or a form, for the multipart routes). */
export function hostileBodies(options: { deepLevels: number; hugeBytes: number }): HostileBody[] {
  const deep = options.deepLevels;
  const huge = options.hugeBytes;
  const json = 'application/json';
  return [
    { label: 'truncated JSON', contentType: json, body: '{"a":' },
    { label: 'trailing comma', contentType: json, body: '{"a":1,}' },
    { label: 'byte-order mark', contentType: json, body: '\ufeff{}' },
    { label: 'JSON null', contentType: json, body: 'null' },
    { label: 'JSON array', contentType: json, body: '[]' },
    { label: 'JSON text', contentType: json, body: '"text"' },
    { label: 'JSON 1e309', contentType: json, body: '1e309' },
    { label: 'empty body', contentType: json, body: '' },
    {
      label: 'invalid UTF-8',
      contentType: json,
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { label: 'escaped NUL key', contentType: json, body: '{"\\u0000":1}' },
    { label: 'escaped lone surrogate', contentType: json, body: '{"name":"\\udc00"}' },
    {
      label: '__proto__ body',
      contentType: json,
      body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    },
    { label: `${deep} nested arrays`, contentType: json, body: nestedArrays(deep) },
    { label: `${deep} nested objects`, contentType: json, body: nestedObjects(deep) },
    {
      label: `${deep} nested objects around a NUL`,
      contentType: json,
      body: nestedObjects(deep, '"\\u0000"'),
    },
    {
      label: `${deep} nested arrays under "document"`,
      contentType: json,
      body: `{"name":"x","revision":1,"document":${nestedArrays(deep)}}`,
    },
    {
      label: `JSON just under ${huge} bytes`,
      huge: true,
      contentType: json,
      body: `{"name":"${'a'.repeat(huge - 64)}"}`,
    },
    {
      label: `JSON over ${huge} bytes`,
      huge: true,
      contentType: json,
      body: `{"name":"${'a'.repeat(huge + 64)}"}`,
    },
    {
      label: `${huge} bytes of one number`,
      huge: true,
      contentType: json,
      body: `{"revision":${'9'.repeat(huge - 64)}}`,
    },
    { label: 'JSON as text/plain', contentType: 'text/plain', body: '{"name":"x"}' },
    { label: 'JSON without a content type', contentType: null, body: '{"name":"x"}' },
    { label: 'XML', contentType: 'application/xml', body: '<a>1</a>' },
    {
      label: 'form-urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      body: 'name=%ZZ&a[__proto__]=1',
    },
    {
      label: 'multipart without a boundary',
      contentType: 'multipart/form-data',
      body: '--x\r\n\r\n',
    },
    {
      label: 'multipart cut short',
      contentType: 'multipart/form-data; boundary=zzz',
      body: '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--zzz',
    },
    {
      label: 'JSON in UTF-16',
      contentType: 'application/json; charset=utf-16',
      body: new Uint8Array(Buffer.from('{"a":1}', 'utf16le')),
    },
    {
      label: 'merge-patch+json',
      contentType: 'application/merge-patch+json',
      body: '{"name":null}',
    },
    {
      label: 'a content type of 10,000 characters',
      contentType: `application/json; x=${'a'.repeat(10_000)}`,
      body: '{}',
    },
    {
      label: `${huge} bytes of text/plain`,
      huge: true,
      contentType: 'text/plain',
      body: 'a'.repeat(huge + 64),
    },
    {
      label: `${huge} bytes of form`,
      huge: true,
      contentType: 'multipart/form-data; boundary=zzz',
      body: `--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'a'.repeat(huge + 64)}\r\n--zzz--\r\n`,
    },
  ];
}

export const HUGE_BYTES = 10 * MB;

/**
 * Headers a browser would never send, each replacing or joining the caller's own. fetch
 * refuses some of them (Host, bytes past ASCII), so these go out through node:http.
 */
export const hostileHeaders: Labelled<Record<string, string>>[] = [
  { label: 'empty key', value: { 'x-api-key': '' } },
  { label: 'key of 8,000 characters', value: { 'x-api-key': 'k'.repeat(8000) } },
  { label: 'key with a trailing space', value: { 'x-api-key': 'pk_local_vitrine ' } },
  { label: 'key in capitals', value: { 'x-api-key': 'PK_LOCAL_VITRINE' } },
  { label: 'key in Latin-1 bytes', value: { 'x-api-key': 'pk_l\u00e9cal' } },
  {
    label: 'session cookie of 6,000 characters',
    value: { cookie: `vitrine_session=${'a'.repeat(6000)}` },
  },
  {
    label: 'session cookie badly encoded',
    value: { cookie: 'vitrine_session=%ZZ%; vitrine_session=%00' },
  },
  { label: 'session cookie twice', value: { cookie: 'vitrine_session=a; vitrine_session=b' } },
  { label: 'host of another site', value: { host: 'evil.example' } },
  { label: 'host with a broken IPv6 address', value: { host: '[::1' } },
  { label: 'host with a port out of range', value: { host: 'localhost:99999' } },
  { label: 'host of 300 characters', value: { host: `${'a'.repeat(300)}.example` } },
  { label: 'host in Latin-1 bytes', value: { host: 'caf\u00e9.example' } },
  {
    label: 'forwarded-for garbage',
    value: { 'x-forwarded-for': 'not an address, , ::ffff:999.1.1.1' },
  },
  {
    label: 'content type of 8,000 characters',
    value: { 'content-type': `application/json;${' a=b;'.repeat(1600)}` },
  },
  {
    label: 'accept-encoding of nonsense',
    value: { 'accept-encoding': 'gzip;q=NaN, br;q=-1, *;q=2' },
  },
];
