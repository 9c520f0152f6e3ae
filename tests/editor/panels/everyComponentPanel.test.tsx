import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { EditorView } from '@codemirror/view';
import { componentTypes } from '../../../src/schema/componentTypes';
import { getComponentDefinition } from '../../../src/components/registry';
import { ComponentPanel } from '../../../src/editor/panels/ComponentPanel';
import { generateForm } from '../../../src/editor/panels/form/formSchema';
import { editorStore, useEditorStore } from '../../../src/editor/store/editorStore';
import { selectEditBreakpoint, selectSelectedComponent } from '../../../src/editor/store/selectors';
import {
  canvasMarkup,
  current,
  fieldId,
  fieldsOf,
  storeWith,
  valueAt,
  type FieldInfo,
} from './panelHarness';
import { loadLazyParts } from '../support/lazyParts';
import type { z } from 'zod';
import type { FieldHint } from '../../../src/components/panelHints';
import { ThemeEditor } from '../../../src/editor/theme/ThemeEditor';
import { themeForms } from '../../../src/editor/theme/themeForms';
import { GridSettingsPanel } from '../../../src/editor/grid/GridSettingsPanel';
import { AreaPanel } from '../../../src/editor/grid/AreaPanel';
import { gridPanelHints, areaPanelHints } from '../../../src/editor/grid/gridPanelHints';
import { gridSettings } from '../../../src/schema/layout/gridConfig';
import { areaPlacement } from '../../../src/schema/layout/area';
import { defaultTheme } from '../../../src/schema/theme/theme';
import { resolveArea, resolveGrid } from '../../../src/renderer/resolveGrid';
import { AREA_ID, emptyLayout } from './panelHarness';

beforeAll(loadLazyParts);

/** The panel as the inspector mounts it: bound to the store's selected component. */
function SelectedPanel() {
  const component = useEditorStore(selectSelectedComponent);
  return component ? <ComponentPanel id={component.id} /> : <p>nothing selected</p>;
}

function pickOther(options: string[], now: unknown): string | undefined {
  return options.find((o) => o !== '' && o !== String(now ?? ''));
}

/** Changes one field through its widget as an owner would; false when the widget offers no other value. */
async function changeField(prefix: string, field: FieldInfo, before: unknown): Promise<boolean> {
  const id = fieldId(prefix, field.path);
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id} for ${field.kind}`);
  const now = valueAt(before, field.path);
  switch (field.kind) {
    case 'text': {
      const max = typeof field.schema.maxLength === 'number' ? field.schema.maxLength : 50;
      const cssLength = (field.schema as Record<string, unknown>)['x-css-length'] === true;
      const next = cssLength
        ? '13px'
        : /url|src|href|link/i.test(field.path.join('.'))
          ? 'https://example.com/a'
          : 'Changed'.slice(0, max);
      fireEvent.change(element, { target: { value: next === now ? `${next}!` : next } });
      return true;
    }
    case 'upload':
      fireEvent.change(element, { target: { value: 'https://example.com/media.file' } });
      return true;
    case 'number': {
      const min = typeof field.schema.minimum === 'number' ? field.schema.minimum : 0;
      const max = typeof field.schema.maximum === 'number' ? field.schema.maximum : min + 10;
      const next = now === max ? min : max;
      fireEvent.change(element, { target: { value: String(next) } });
      return true;
    }
    case 'toggle':
      fireEvent.click(element);
      return true;
    case 'select':
    case 'active-tab':
    case 'timezone': {
      const options = [...(element as HTMLSelectElement).options].map((o) => o.value);
      const next =
        field.kind === 'timezone'
          ? now === 'Europe/Paris'
            ? 'UTC'
            : 'Europe/Paris'
          : pickOther(options, now);
      if (next === undefined) return false;
      fireEvent.change(element, { target: { value: next } });
      return true;
    }
    case 'segmented': {
      const radios = within(element).getAllByRole('radio') as HTMLInputElement[];
      const other = radios.find((r) => r.value !== String(now));
      if (!other) return false;
      fireEvent.click(other);
      return true;
    }
    case 'color':
      fireEvent.change(element, { target: { value: now === '#123456' ? '#654321' : '#123456' } });
      return true;
    case 'richtext': {
      // The field shows its text until focused; focusing it mounts the editor in its place.
      act(() => element.focus());
      const editor = (
        document.getElementById(element.id) as HTMLElement & {
          editor?: { commands: { setContent: (html: string, o: object) => void } };
        }
      ).editor;
      if (!editor) throw new Error('no TipTap editor on the rich-text element');
      act(() => editor.commands.setContent('<p>Changed by the test</p>', { emitUpdate: true }));
      return true;
    }
    case 'code': {
      const view = EditorView.findFromDOM(element.closest('.cm-editor') as HTMLElement);
      if (!view) throw new Error('no CodeMirror view');
      act(() =>
        view.dispatch({
          changes: { from: 0, to: view.state.doc.length, insert: '<p>snippet</p>' },
        }),
      );
      return true;
    }
    case 'date':
      fireEvent.change(element, {
        target: { value: now === '2031-02-03' ? '2032-03-04' : '2031-02-03' },
      });
      return true;
    case 'time':
      fireEvent.change(element, { target: { value: now === '18:30' ? '07:05' : '18:30' } });
      return true;
    case 'date-format':
      fireEvent.change(element, {
        target: { value: now === 'dd/MM/yyyy' ? 'yyyy-MM-dd' : 'dd/MM/yyyy' },
      });
      return true;
    case 'datetime':
      fireEvent.change(element, { target: { value: '2031-02-03T18:30' } });
      return true;
    case 'list':
      return false;
  }
}

const implemented = componentTypes.filter(
  (type) => getComponentDefinition(type)?.implemented !== false,
);

describe('blocks.md every component type edits through panels generated from its schemas', () => {
  it.each(implemented)(
    '%s: each kind of field changes the document and the canvas; out-of-bound numbers are refused with the bound',
    { timeout: 60_000 },
    async (type) => {
      const definition = getComponentDefinition(type)!;
      const id = storeWith(type);
      render(<SelectedPanel />);
      const user = userEvent.setup();
      const changedKinds: string[] = [];
      // Fields the real renderer shows a difference for (some only matter with a collection, a
      // hover or a media source, so not every field changes the markup here).
      const canvasFollowed: string[] = [];

      for (const [tab, part, schema, hints] of [
        ['Content', 'data', definition.content, definition.panel?.content],
        ['Styles', 'styles', definition.style, definition.panel?.style],
      ] as const) {
        await user.click(screen.getByRole('tab', { name: tab }));
        const prefix = `${tab === 'Content' ? 'content' : 'styles'}-${id}`;
        const form = generateForm(schema, hints);
        const fields = fieldsOf(form.schema, form.uiSchema as Record<string, unknown>);
        const seen = new Set<string>();
        for (const field of fields) {
          if (seen.has(field.kind) || field.kind === 'list') continue;
          const beforeValue = current(id)[part];
          const beforeMarkup = canvasMarkup();
          const changed = await changeField(prefix, field, beforeValue);
          if (!changed) continue;
          seen.add(field.kind);
          const after = current(id)[part];
          expect(after, `${type} ${part}.${field.path.join('.')} (${field.kind})`).not.toEqual(
            beforeValue,
          );
          if (canvasMarkup() !== beforeMarkup)
            canvasFollowed.push(`${part}.${field.path.join('.')}`);
          changedKinds.push(`${part}:${field.kind}`);
        }

        // Lists: add an item where the schema allows one more; the add button is off at the max.
        for (const field of fields.filter((f) => f.kind === 'list')) {
          const list = document.getElementById(fieldId(prefix, field.path));
          if (!list) continue;
          const add = within(list).queryAllByRole('button', { name: /^Add / }).at(-1);
          const before = (valueAt(current(id)[part], field.path) as unknown[] | undefined) ?? [];
          const max = typeof field.schema.maxItems === 'number' ? field.schema.maxItems : Infinity;
          if (!add) continue;
          if (before.length >= max) {
            expect(add).toBeDisabled();
            continue;
          }
          fireEvent.click(add);
          // A new item whose required fields have no default waits for them (shown invalid).
          for (const invalid of within(list)
            .queryAllByRole('combobox')
            .filter((e) => (e as HTMLSelectElement).value === '')) {
            const option = [...(invalid as HTMLSelectElement).options].find(
              (o) => o.value !== '' && !o.disabled,
            );
            if (option) fireEvent.change(invalid, { target: { value: option.value } });
          }
          const after = (valueAt(current(id)[part], field.path) as unknown[] | undefined) ?? [];
          expect(after.length, `${type} ${field.path.join('.')} add`).toBe(before.length + 1);
          changedKinds.push(`${part}:list`);
          break;
        }

        // Bounds: a number over its maximum is refused, with the maximum in the message.
        const bounded = fields
          .filter((f) => f.kind === 'number' && typeof f.schema.maximum === 'number')
          .slice(0, 6);
        for (const field of bounded) {
          const max = field.schema.maximum as number;
          const elementId = fieldId(prefix, field.path);
          const before = current(id)[part];
          fireEvent.change(document.getElementById(elementId)!, {
            target: { value: String(max + 1) },
          });
          const errors = document.getElementById(`${elementId}__error`);
          expect(errors, `${type} ${field.path.join('.')} shows an error`).not.toBeNull();
          expect(errors!.textContent).toContain(`at most ${max}`);
          expect(
            current(id)[part],
            `${type} ${field.path.join('.')} out of bounds never reaches the document`,
          ).toEqual(before);
          // Back in bounds: the error goes and the value is stored.
          fireEvent.change(document.getElementById(elementId)!, { target: { value: String(max) } });
          expect(document.getElementById(`${elementId}__error`)).toBeNull();
          expect(valueAt(current(id)[part], field.path)).toBe(max);
        }
      }
      expect(changedKinds.length, `${type}: some field was changed`).toBeGreaterThan(0);
      expect(canvasFollowed.length, `${type}: the canvas shows the edits`).toBeGreaterThan(0);
    },
  );
});

describe('blocks.md: the audio panel — source type, source, autoplay, loop', () => {
  it("with source type 'Upload' the source offers an audio file (its 5 MB check: widgets.test); with 'URL' only a link", async () => {
    const id = storeWith('audio');
    render(<SelectedPanel />);
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'Source' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload a file for Source')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Upload' }));
    expect(current(id).data.type).toBe('upload');
    const picker = screen.getByLabelText('Upload a file for Source');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'audio/*');
  });
});

describe('blocks.md: coordinates are shown with 6 decimals', () => {
  it('latitude and longitude read with 6 decimals once left, and are rounded to them', async () => {
    const id = storeWith('location');
    render(<SelectedPanel />);
    const user = userEvent.setup();
    const latitude = screen.getByRole('spinbutton', { name: 'Latitude of coordinates' });
    await user.clear(latitude);
    await user.type(latitude, '48.8584');
    expect(latitude).toHaveValue(48.8584);
    await user.tab();
    expect((latitude as HTMLInputElement).value).toBe('48.858400');
    expect((current(id).data.coordinates as { lat: number }).lat).toBe(48.8584);

    const longitude = screen.getByRole('spinbutton', { name: 'Longitude of coordinates' });
    await user.clear(longitude);
    await user.type(longitude, '2.123456789');
    await user.tab();
    expect((longitude as HTMLInputElement).value).toBe('2.123457');
    expect((current(id).data.coordinates as { lng: number }).lng).toBe(2.123457);
  });
});

describe('foundation share: the platform list names each item by its platform', () => {
  it("items read 'Facebook', 'X', 'LinkedIn' — the options' labels, not the stored ids", () => {
    storeWith('share');
    render(<SelectedPanel />);
    for (const name of ['1. Facebook', '2. X', '3. LinkedIn']) {
      expect(screen.getByRole('listitem', { name })).toBeInTheDocument();
    }
  });
  it('the Discord client id is asked for only while Discord is among the platforms', async () => {
    const id = storeWith('share');
    render(<SelectedPanel />);
    expect(screen.queryByLabelText(/Discord client id/)).toBeNull();
    act(() => {
      editorStore
        .getState()
        .updateComponentData(id, { platforms: [{ id: 'p-discord', platform: 'discord' }] });
    });
    expect(await screen.findByLabelText(/Discord client id/)).toBeInTheDocument();
  });
});

describe('blocks.md: content fields in the order the spec lists them', () => {
  const labelsInOrder = () =>
    [...document.querySelectorAll('[role="tabpanel"] label, [role="tabpanel"] legend')]
      .map((e) => e.textContent?.replace(/\*$/, '').trim() ?? '')
      .filter(Boolean);
  const order = (labels: string[], wanted: string[]) =>
    wanted.map((w) => labels.findIndex((l) => l === w || l.startsWith(`${w} `)));

  it.each([
    ['date-time', ['Date', 'Time', 'Format', 'Icon', 'Timezone', 'Relative']],
    [
      'product-card',
      [
        'Show quantity',
        'Show price',
        'Show title',
        'Show description',
        'Description preview length',
      ],
    ],
    [
      'location',
      ['Address', 'City', 'State', 'Zip', 'Country', 'Show icon', 'Link', 'Target', 'Latitude'],
    ],
  ])('%s', (type, wanted) => {
    storeWith(type);
    render(<SelectedPanel />);
    const positions = order(labelsInOrder(), wanted);
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify({ labels: labelsInOrder() }),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

interface PagePanel {
  name: string;
  prefix: string;
  schema: z.ZodType;
  hints: Record<string, FieldHint>;
  mount: () => Promise<void>;
  /** The form's value as the document holds it now. */
  read: () => unknown;
}

const themeValue = () => editorStore.getState().document.theme ?? defaultTheme;

const pagePanels: PagePanel[] = [
  ...Object.values(themeForms).map((form): PagePanel => ({
    name: `theme ${form.id}`,
    prefix: form.id,
    schema: form.schema,
    hints: form.hints,
    mount: async () => {
      render(<ThemeEditor />);
      if (form === themeForms.dark)
        await userEvent.setup().click(screen.getByRole('tab', { name: 'Dark' }));
    },
    read: () => form.read(themeValue()),
  })),
  {
    name: 'grid settings',
    prefix: 'grid',
    schema: gridSettings(),
    hints: gridPanelHints,
    mount: async () => {
      render(<GridSettingsPanel />);
    },
    read: () =>
      resolveGrid(
        editorStore.getState().document.grid_config!,
        selectEditBreakpoint(editorStore.getState()),
      ),
  },
  {
    name: 'area',
    prefix: `area-${AREA_ID}`,
    schema: areaPlacement(),
    hints: areaPanelHints,
    mount: async () => {
      act(() => editorStore.getState().select({ kind: 'area', id: AREA_ID }));
      render(<AreaPanel />);
    },
    read: () => {
      const area = editorStore.getState().document.grid_config!.areas[0]!;
      const lines = resolveArea(area, selectEditBreakpoint(editorStore.getState()));
      return {
        name: area.name ?? '',
        startCol: lines.startCol + 1,
        endCol: lines.endCol + 1,
        startRow: lines.startRow + 1,
        endRow: lines.endRow + 1,
      };
    },
  },
];

describe('the same sweep over the page panels: theme and grid forms are generated by the same engine', () => {
  it.each(pagePanels)(
    '$name: each kind of field changes the document; a list adds an item; a number past its bound is refused with the bound',
    { timeout: 60_000 },
    async (panel) => {
      const layout = emptyLayout();
      // Room for a start line to move without meeting its end.
      layout.grid_config!.areas[0] = { ...layout.grid_config!.areas[0]!, endCol: 4, endRow: 4 };
      editorStore.getState().loadDocument(layout);
      await panel.mount();
      const form = generateForm(panel.schema, panel.hints);
      const fields = fieldsOf(form.schema, form.uiSchema as Record<string, unknown>);
      const changed: string[] = [];
      const seen = new Set<string>();
      for (const field of fields) {
        if (seen.has(field.kind) || field.kind === 'list') continue;
        // A field shown only for some values of its siblings (a kit URL for Adobe fonts).
        if (!document.getElementById(fieldId(panel.prefix, field.path))) continue;
        const before = panel.read();
        if (field.kind === 'number') {
          const now = Number(valueAt(before, field.path));
          const max = typeof field.schema.maximum === 'number' ? field.schema.maximum : Infinity;
          fireEvent.change(document.getElementById(fieldId(panel.prefix, field.path))!, {
            target: { value: String(now + 1 > max ? now - 1 : now + 1) },
          });
        } else if (!(await changeField(panel.prefix, field, before))) continue;
        seen.add(field.kind);
        expect(panel.read(), `${panel.name} ${field.path.join('.')} (${field.kind})`).not.toEqual(
          before,
        );
        changed.push(field.kind);
      }
      for (const field of fields.filter((f) => f.kind === 'list')) {
        const list = document.getElementById(fieldId(panel.prefix, field.path))!;
        const before = valueAt(panel.read(), field.path) as unknown[];
        fireEvent.click(within(list).getAllByRole('button', { name: /^Add / }).at(-1)!);
        expect(valueAt(panel.read(), field.path) as unknown[]).toHaveLength(before.length + 1);
        changed.push('list');
      }
      for (const field of fields.filter(
        (f) => f.kind === 'number' && typeof f.schema.maximum === 'number',
      )) {
        const max = field.schema.maximum as number;
        const elementId = fieldId(panel.prefix, field.path);
        const element = document.getElementById(elementId);
        if (!element) continue;
        const before = panel.read();
        fireEvent.change(element, { target: { value: String(max + 1) } });
        expect(document.getElementById(`${elementId}__error`)?.textContent).toContain(
          `at most ${max}`,
        );
        expect(element).toHaveAttribute('aria-invalid', 'true');
        expect(panel.read(), 'refused, never stored').toEqual(before);
        fireEvent.change(element, {
          target: { value: String(valueAt(before, field.path)) },
        });
        expect(document.getElementById(`${elementId}__error`)).toBeNull();
      }
      expect(changed.length, `${panel.name}: some field was changed`).toBeGreaterThan(0);
    },
  );
});
