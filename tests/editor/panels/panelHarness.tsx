import { renderToStaticMarkup } from 'react-dom/server';
import type { RJSFSchema } from '@rjsf/utils';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { editorStore } from '../../../src/editor/store/editorStore';
import type { LayoutDocument } from '../../../src/schema/layout/document';
import type { LayoutComponent } from '../../../src/schema/layout/component';

export const AREA_ID = 'a1';

export const emptyLayout = (): LayoutDocument => ({
  version: 3,
  components: [],
  custom_css: '',
  grid_config: {
    templateColumns: ['1fr'],
    templateRows: ['auto'],
    gap: '16px',
    padding: '16px',
    maxContentWidth: '100%',
    areas: [{ id: AREA_ID, startCol: 0, endCol: 1, startRow: 0, endRow: 1, breakpoints: {} }],
    breakpoints: {},
  },
});

/** A fresh store holding one component of `type` (with its defaults), selected. */
export function storeWith(type: string): string {
  editorStore.getState().loadDocument(emptyLayout());
  return editorStore.getState().addComponent(type, { areaId: AREA_ID });
}

export function current(id: string): LayoutComponent {
  const found = editorStore.getState().document.components.find((c) => c.id === id);
  if (!found) throw new Error(`component ${id} is gone`);
  return found;
}

/** What visitors' browsers get for the current document (the real renderer, server-side). */
export function canvasMarkup(): string {
  return renderToStaticMarkup(
    <LayoutRenderer
      layout={editorStore.getState().document}
      builder
      scopeId="test"
      now={new Date('2030-01-01T00:00:00Z')}
    />,
  );
}

export type FieldKind =
  | 'text'
  | 'number'
  | 'toggle'
  | 'select'
  | 'segmented'
  | 'color'
  | 'richtext'
  | 'code'
  | 'date'
  | 'time'
  | 'date-format'
  | 'datetime'
  | 'timezone'
  | 'upload'
  | 'active-tab'
  | 'list';

export interface FieldInfo {
  path: string[];
  kind: FieldKind;
  schema: RJSFSchema;
}

const WIDGET_KIND: Record<string, FieldKind> = {
  text: 'text',
  textarea: 'text',
  url: 'text',
  slider: 'number',
  number: 'number',
  toggle: 'toggle',
  select: 'select',
  segmented: 'segmented',
  color: 'color',
  richtext: 'richtext',
  'code-html': 'code',
  'code-css': 'code',
  svg: 'code',
  date: 'date',
  time: 'time',
  'date-format': 'date-format',
  datetime: 'datetime',
  timezone: 'timezone',
  'image-upload': 'upload',
  'video-upload': 'upload',
  'audio-upload': 'upload',
  'active-tab': 'active-tab',
  // A select while a sibling offers choices (a system font's name), which is how it starts.
  'text-or-choice': 'select',
};

type Ui = Record<string, unknown>;

/** Every leaf field of a generated form (not inside lists), with the kind of widget it got. */
export function fieldsOf(schema: RJSFSchema, ui: Ui, path: string[] = []): FieldInfo[] {
  if (ui['ui:widget'] === 'hidden') return [];
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) =>
      typeof child === 'object'
        ? fieldsOf(child as RJSFSchema, (ui[key] ?? {}) as Ui, [...path, key])
        : [],
    );
  }
  if (schema.type === 'array') return [{ path, kind: 'list', schema }];
  const widget = ui['ui:widget'];
  const kind: FieldKind =
    typeof widget === 'string' && WIDGET_KIND[widget]
      ? WIDGET_KIND[widget]!
      : schema.type === 'number' || schema.type === 'integer'
        ? 'number'
        : schema.type === 'boolean'
          ? 'toggle'
          : Array.isArray(schema.enum)
            ? 'select'
            : 'text';
  return [{ path, kind, schema }];
}

export function fieldId(prefix: string, path: readonly string[]): string {
  return [prefix, ...path].join('_');
}

export function valueAt(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}
