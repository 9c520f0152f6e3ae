import { describe, expect, it } from 'vitest';
import { componentTypes } from '../../../src/schema/componentTypes';
import { getComponentDefinition } from '../../../src/components/registry';
import { generateForm } from '../../../src/editor/panels/form/formSchema';
import { completeListItems } from '../../../src/editor/panels/form/listItems';
import { tabContainerSchema } from '../../../src/components/tab-container/schema';
import { tabContainerPanel } from '../../../src/components/tab-container/panel';

type Json = Record<string, unknown>;

/** Every visible field's title in a generated uiSchema, with its path. */
function visibleTitles(ui: Json, path: string[] = []): string[] {
  if (ui['ui:widget'] === 'hidden') return [];
  const out: string[] = [];
  if (typeof ui['ui:title'] === 'string') out.push(`${path.join('.')}: ${ui['ui:title']}`);
  for (const [key, child] of Object.entries(ui)) {
    if (key.startsWith('ui:') || typeof child !== 'object' || child === null) continue;
    out.push(...visibleTitles(child as Json, [...path, key]));
  }
  return out;
}

describe('owners never see internal ids', () => {
  it('no content panel shows a field titled "Id": ids are generated, labels are asked for', () => {
    for (const type of componentTypes) {
      const definition = getComponentDefinition(type);
      if (!definition) continue;
      const { uiSchema } = generateForm(definition.content, definition.panel?.content);
      const idFields = visibleTitles(uiSchema as Json).filter((t) => /: Id$/i.test(t));
      expect(idFields, type).toEqual([]);
    }
  });

  it('a tab container asks for each tab’s label, and an added tab gets an id of its own', () => {
    const { schema, uiSchema } = generateForm(
      tabContainerSchema.content,
      tabContainerPanel.content,
    );
    expect(visibleTitles(uiSchema as Json)).toContain('tabs.items.label: Label');
    const added = completeListItems(
      schema as Json,
      {
        tabs: [{ id: '1', label: 'Care' }, { label: 'Story' }],
      },
      tabContainerPanel.content,
    ) as { tabs: { id: string; label: string }[] };
    expect(added.tabs.map((t) => t.id)).toEqual(['1', '2']);
  });
});
