import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { audioComponent } from '../../../src/components/audio/definition';
import { buttonComponent } from '../../../src/components/button/definition';
import { countdownComponent } from '../../../src/components/countdown/definition';
import { dateTimeComponent } from '../../../src/components/date-time/definition';
import { embedComponent } from '../../../src/components/embed/definition';
import { iframeComponent } from '../../../src/components/iframe/definition';
import { imageComponent } from '../../../src/components/image/definition';
import { linksComponent } from '../../../src/components/links/definition';
import { locationComponent } from '../../../src/components/location/definition';
import { separatorComponent } from '../../../src/components/separator/definition';

const definitions = [
  audioComponent,
  buttonComponent,
  countdownComponent,
  dateTimeComponent,
  embedComponent,
  iframeComponent,
  imageComponent,
  linksComponent,
  locationComponent,
  separatorComponent,
];

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

function resolve(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  if (!schema || path.length === 0) return schema;
  const [head, ...rest] = path;
  const options = schema.anyOf ?? [schema];
  for (const option of options) {
    const next = head === '*' ? option.items : option.properties?.[head!];
    const found = resolve(next, rest);
    if (found) return found;
  }
  return undefined;
}

describe('components II: content.parse({}) and style.parse({}) are the defaults; panel hints name real fields', () => {
  it.each(definitions.map((d) => [d.type, d] as const))('%s', (_type, definition) => {
    expect(() => definition.content.parse({})).not.toThrow();
    expect(() => definition.style.parse({})).not.toThrow();
    expect(definition.implemented).not.toBe(false);
    expect(definition.css ?? '').not.toMatch(/(^|[\s,}])\.(?!one-)[a-z]/);
    for (const [part, schema] of [
      ['content', definition.content],
      ['style', definition.style],
    ] as const) {
      const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as JsonSchema;
      for (const key of Object.keys(definition.panel?.[part] ?? {})) {
        expect(resolve(json, key.split('.')), `${part} hint '${key}'`).toBeDefined();
      }
    }
  });
});
