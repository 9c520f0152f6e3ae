import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  formFor,
  generateForm,
  humanise,
  widgetsOf,
} from '../../../src/editor/panels/form/formSchema';
import { checkWithZod, issueMessage } from '../../../src/editor/panels/form/zodCheck';
import { completeListItems } from '../../../src/editor/panels/form/listItems';
import { linksSchema } from '../../../src/components/links/schema';
import { blockGridSchema } from '../../../src/components/block-grid/schema';
import { blockGridPanel } from '../../../src/components/block-grid/panel';
import { cssLength } from '../../../src/schema/cssValue';

const schema = z.object({
  title: z.string().max(20).default('Links'),
  gap: z.number().min(0).max(32).default(8),
  width: cssLength.optional(),
  align: z.enum(['left', 'center', 'right']).default('left'),
  links: z
    .array(z.object({ id: z.string().min(1), url: z.string().default('') }))
    .min(1)
    .max(20)
    .default([{ id: 'l1', url: '' }]),
});

describe('forms are generated from the zod schemas and the panel hints', () => {
  it('uses the input JSON Schema (draft-7) with the bounds of the zod schema', () => {
    const { schema: json } = generateForm(schema);
    const properties = json.properties as Record<string, Record<string, unknown>>;
    expect(properties.gap).toMatchObject({ type: 'number', minimum: 0, maximum: 32, default: 8 });
    expect(properties.links).toMatchObject({ minItems: 1, maxItems: 20 });
    // A CSS length (number or string) is one text field, not a choice of two schemas.
    expect(properties.width).toMatchObject({ type: 'string', 'x-css-length': true });
    expect(properties.width!.anyOf).toBeUndefined();
  });

  it('hints give labels, order, units, groups and widgets; array items use "*"', () => {
    const { uiSchema } = generateForm(schema, {
      gap: { label: 'Gap', unit: 'px', order: 0, group: 'Layout' },
      title: { order: 1 },
      'links.*.url': { label: 'Address', widget: 'url' },
    });
    expect(uiSchema.gap).toMatchObject({
      'ui:title': 'Gap',
      'ui:widget': 'slider',
      'ui:options': { unit: 'px', group: 'Layout' },
    });
    expect(uiSchema['ui:order']).toEqual(['gap', 'title', '*']);
    expect((uiSchema.links as Record<string, Record<string, unknown>>).items!.url).toMatchObject({
      'ui:title': 'Address',
      'ui:widget': 'url',
    });
    // Without hints: a label from the key and a widget from the type.
    expect(uiSchema.align).toMatchObject({ 'ui:title': 'Align', 'ui:widget': 'segmented' });
    expect(humanise('showLabels')).toBe('Show labels');
  });
});

describe('every value the form writes is re-checked with zod', () => {
  it('names the bound in the message, with the unit', () => {
    const result = z.number().max(32).safeParse(40);
    expect(issueMessage(result.error!.issues[0]!, 'px')).toBe('Must be at most 32 px');
    const low = z.number().min(8).safeParse(2);
    expect(issueMessage(low.error!.issues[0]!)).toBe('Must be at least 8');
    const list = z.array(z.string()).max(2).safeParse(['a', 'b', 'c']);
    expect(issueMessage(list.error!.issues[0]!)).toBe('At most 2 items');
  });

  it('an invalid field keeps its stored value while the other fields go through', () => {
    const stored = schema.parse({});
    const result = checkWithZod(schema, { ...stored, title: 'Changed', gap: 99 }, stored);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.title).toBe('Changed');
    expect(result.value.gap).toBe(8);
    expect(result.problems).toEqual([{ path: ['gap'], message: 'Must be at most 32' }]);
  });

  it('an unsafe CSS value is refused by the shared cssValue check', () => {
    const stored = schema.parse({});
    const result = checkWithZod(schema, { ...stored, width: '1px;background:url(x)' }, stored);
    expect(result.ok && result.value.width).toBeFalsy();
    expect(result.problems[0]?.message).toBe('Not a valid CSS length');
  });

  it("blocks.md: a link added in the panel reads its defaults (type 'custom', target '_blank'), its id numbered", () => {
    const json = generateForm(linksSchema.content).schema as Record<string, unknown>;
    const next = completeListItems(json, {
      links: [{ id: 'link-1', type: 'x', url: 'https://x.com/a', text: 'A', target: '_self' }, {}],
    }) as { links: Record<string, unknown>[] };
    expect(next.links[0]).toMatchObject({
      id: 'link-1',
      type: 'x',
      url: 'https://x.com/a',
      text: 'A',
      target: '_self',
    });
    expect(next.links[1]).toMatchObject({
      id: 'link-2',
      type: 'custom',
      target: '_blank',
      url: '',
    });
  });

  it('a block added to a block-grid container is complete: an id of its own, the next slot, its defaults — no red "Invalid input"', () => {
    const json = generateForm(blockGridSchema.content).schema as Record<string, unknown>;
    const next = completeListItems(
      json,
      {
        containers: [
          {
            id: 'c1',
            layout: 'half',
            title: '',
            blocks: [{ id: 'b1', order: 0, type: 'text' }, {}],
          },
        ],
      },
      blockGridPanel.content,
    ) as { containers: { blocks: Record<string, unknown>[] }[] };
    const added = next.containers[0]!.blocks[1]!;
    expect(added.id).toMatch(/^block-[a-z0-9]+$/);
    expect(added).toMatchObject({ order: 1, type: 'placeholder' });
    expect(next.containers[0]!.blocks[0]).toMatchObject({ id: 'b1', order: 0, type: 'text' });
    expect(blockGridSchema.content.safeParse({ containers: next.containers }).success).toBe(true);
  });

  it("new list items get a unique id as their list's hint says (containers 'c…', tabs counting up), else '<item>-n'", () => {
    const json = generateForm(
      z.object({ tabs: z.array(z.object({ id: z.string(), label: z.string() })) }),
    ).schema as Record<string, unknown>;
    const tabs = { tabs: { newItemId: { prefix: '' } } };
    const next = completeListItems(
      json,
      { tabs: [{ id: '1', label: 'A' }, { label: 'B' }, { id: '1', label: 'copy' }] },
      tabs,
    ) as { tabs: { id: string }[] };
    expect(next.tabs.map((t) => t.id)).toEqual(['1', '2', '3']);
    const unhinted = completeListItems(json, { tabs: [{ id: 'tab-1' }, {}] }) as {
      tabs: { id: string }[];
    };
    expect(unhinted.tabs[1]!.id).toBe('tab-2');
    const grid = generateForm(z.object({ containers: z.array(z.object({ id: z.string() })) }))
      .schema as Record<string, unknown>;
    expect(
      (
        completeListItems(grid, { containers: [{ id: 'c1' }, {}] }, blockGridPanel.content) as {
          containers: { id: string }[];
        }
      ).containers[1]!.id,
    ).toBe('c2');
  });
});

describe("a type's form is generated once", () => {
  it('the same schema and hints give the very same form; other hints or schemas their own', () => {
    const schema = z.object({ title: z.string().default(''), body: z.string().default('') });
    const hints = { body: { widget: 'richtext' as const } };
    const first = formFor(schema, hints);
    expect(formFor(schema, hints)).toBe(first);
    expect(formFor(schema)).not.toBe(first);
    expect(formFor(schema)).toBe(formFor(schema));
    expect(formFor(z.object({ title: z.string() }), hints)).not.toBe(first);
    expect([...widgetsOf(first)]).toEqual(['richtext']);
  });
});
