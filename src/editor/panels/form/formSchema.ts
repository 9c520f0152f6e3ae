import { z } from 'zod';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldHint, WidgetName } from '../../../components/panelHints';
import { sharedStyleFields } from '../../../schema/styleFields';

type Json = Record<string, unknown>;

/** Options every generated field carries in `ui:options`, read by our widgets and templates. */
export interface FieldUiOptions {
  unit?: string;
  step?: number;
  /** Shown with this many decimals (and rounded to them) once the field is left. */
  decimals?: number;
  group?: string;
  optionLabels?: Record<string, string>;
  /** The field's path relative to data/styles, dot-separated ('links.0.url'). */
  hintKey?: string;
  /** Set on a CSS length (a number or a string in the schema), shown as a text input. */
  cssLength?: boolean;
  /** A list's maximum read from a sibling field (FieldHint.maxItemsBy). */
  maxItemsBy?: FieldHint['maxItemsBy'];
  /** FieldHint.shownWhen: the field is left out of the form while it does not hold. */
  shownWhen?: FieldHint['shownWhen'];
  /** FieldHint.itemName: a list's items are named by position with this word. */
  itemName?: string;
  /** FieldHint.itemLabel: a list item's own label, `{n}` standing for its position. */
  itemLabel?: string;
  labelBy?: FieldHint['labelBy'];
  optionLabelsBy?: FieldHint['optionLabelsBy'];
}

export interface GeneratedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'showLabels' → 'Show labels', 'bg_card' → 'Bg card'. */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SHARED_STYLE_KEYS = new Set(Object.keys(sharedStyleFields));

const COLOR_KEY = /(^|[A-Z_])(colou?r|fill|overlay|backgroundColor)$|Color$|^color$/;

/**
 * A zod schema as the JSON Schema the forms are generated from: draft-7 of the schema's INPUT
 * (what a form may write), then simplified for the forms — a CSS length (number or string)
 * becomes one text field, a nullable becomes its non-null type, and unknown keys are not offered.
 */
export function toFormJsonSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
  }) as Json;
  delete json.$schema;
  return simplify(json);
}

function isLengthUnion(node: Json): boolean {
  const options = node.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return false;
  const types = options.map((o) => (isRecord(o) ? o.type : undefined)).sort();
  return types[0] === 'number' && types[1] === 'string';
}

function simplify(node: Json): Json {
  if (isLengthUnion(node)) {
    const stringBranch = (node.anyOf as Json[]).find((o) => o.type === 'string') ?? {};
    const { anyOf: _anyOf, ...rest } = node;
    return { ...rest, ...stringBranch, type: 'string', 'x-css-length': true };
  }
  if (Array.isArray(node.anyOf)) {
    const options = (node.anyOf as Json[]).filter((o) => !(isRecord(o) && o.type === 'null'));
    if (options.length === 1 && isRecord(options[0])) {
      const { anyOf: _anyOf, ...rest } = node;
      return simplify({ ...rest, ...options[0] });
    }
    node = { ...node, anyOf: options.map((o) => (isRecord(o) ? simplify(o) : o)) };
  }
  const out: Json = { ...node };
  delete out.additionalProperties;
  if (isRecord(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([key, value]) => [
        key,
        isRecord(value) ? simplify(value) : value,
      ]),
    );
  }
  if (isRecord(out.items)) out.items = simplify(out.items);
  return out;
}

function hintFor(hints: Record<string, FieldHint> | undefined, path: string[]): FieldHint {
  return hints?.[path.join('.')] ?? {};
}

/** What a choice of shapes is called: its own label, or for a list item the list's, singular. */
function choiceOwner(path: string[], hints: Record<string, FieldHint> | undefined): string {
  const key = path[path.length - 1] ?? '';
  if (key !== '*') return hintFor(hints, path).label ?? humanise(key);
  const list = path.slice(0, -1);
  const label = hintFor(hints, list).label ?? humanise(list[list.length - 1] ?? 'item');
  return label.endsWith('s') ? label.slice(0, -1) : label;
}

/** The widget a field gets when its hints name none: from its type, bounds and key. */
export function defaultWidget(node: Json, key: string): WidgetName | undefined {
  const type = node.type;
  if (node['x-css-length'] === true) return 'text';
  if (type === 'boolean') return 'toggle';
  if (Array.isArray(node.enum)) {
    const options = node.enum as unknown[];
    const short = options.every((o) => String(o).length <= 10);
    return options.length <= 3 && short ? 'segmented' : 'select';
  }
  if (type === 'number' || type === 'integer') {
    return typeof node.minimum === 'number' && typeof node.maximum === 'number'
      ? 'slider'
      : 'number';
  }
  if (type === 'string') {
    if (COLOR_KEY.test(key)) return 'color';
    if (/^timezone$/i.test(key)) return 'timezone';
    if (typeof node.pattern === 'string' && node.pattern.includes('\\d{4}-\\d{2}-\\d{2}'))
      return 'date';
    if (typeof node.maxLength === 'number' && node.maxLength > 300) return 'textarea';
  }
  return undefined;
}

function walk(node: Json, path: string[], hints: Record<string, FieldHint> | undefined): UiSchema {
  const key = path[path.length - 1] ?? '';
  const hint = hintFor(hints, path);
  const ui: UiSchema = {};
  const options: FieldUiOptions & Record<string, unknown> = { hintKey: path.join('.') };
  if (hint.hidden) return { 'ui:widget': 'hidden' };
  if (path.length > 0) ui['ui:title'] = hint.label ?? humanise(key);
  if (hint.help) ui['ui:help'] = hint.help;
  if (hint.placeholder) ui['ui:placeholder'] = hint.placeholder;
  if (hint.unit) options.unit = hint.unit;
  if (hint.step !== undefined) options.step = hint.step;
  if (hint.decimals !== undefined) options.decimals = hint.decimals;
  if (hint.group) options.group = hint.group;
  if (hint.optionLabels) options.optionLabels = hint.optionLabels;
  if (hint.maxItemsBy) options.maxItemsBy = hint.maxItemsBy;
  if (hint.shownWhen) options.shownWhen = hint.shownWhen;
  if (hint.itemName) options.itemName = hint.itemName;
  if (hint.labelBy) options.labelBy = hint.labelBy;
  if (hint.optionLabelsBy) options.optionLabelsBy = hint.optionLabelsBy;
  if (hint.itemLabel) options.itemLabel = hint.itemLabel;
  if (node['x-css-length'] === true) options.cssLength = true;

  const choices = Array.isArray(node.anyOf) ? 'anyOf' : Array.isArray(node.oneOf) ? 'oneOf' : null;
  if (choices) {
    // A value of one of several shapes (a block inline, or the id of one kept elsewhere): each
    // shape gets the same hints as a plain field at this path, and a name for the shape picker.
    const name = choiceOwner(path, hints);
    ui[choices] = (node[choices] as unknown[]).map((option) => {
      if (!isRecord(option)) return {};
      const optionUi = walk(option, path, hints);
      optionUi['ui:title'] =
        typeof option.title === 'string'
          ? option.title
          : option.type === 'object'
            ? 'Defined here'
            : option.type === 'string'
              ? `Another ${name.toLowerCase()}'s id`
              : humanise(String(option.type ?? 'value'));
      return optionUi;
    });
    ui['ui:title'] = `${name} source`;
  } else if (node.type === 'object' && isRecord(node.properties)) {
    const names = Object.keys(node.properties);
    for (const name of names) {
      const child = node.properties[name];
      if (isRecord(child)) ui[name] = walk(child, [...path, name], hints);
    }
    const orderOf = (name: string) => hintFor(hints, [...path, name]).order;
    const ordered = names
      .filter((n) => orderOf(n) !== undefined)
      .sort((a, b) => (orderOf(a) ?? 0) - (orderOf(b) ?? 0));
    // At the top of a style schema the shared groups (spacing, sizing…) follow the type's own fields.
    const shared =
      path.length === 0
        ? names.filter((n) => SHARED_STYLE_KEYS.has(n) && orderOf(n) === undefined)
        : [];
    ui['ui:order'] =
      shared.length > 0 && names.some((n) => !SHARED_STYLE_KEYS.has(n))
        ? [...ordered, '*', ...shared]
        : [...ordered, '*'];
  } else if (node.type === 'array' && isRecord(node.items)) {
    ui.items = walk(node.items, [...path, '*'], hints);
    if (isRecord(ui.items) && !ui.items.anyOf && !ui.items.oneOf) {
      // Items are labelled by their position by the list template, not by the array's key (an
      // item of several shapes keeps its title: it labels the shape picker).
      delete (ui.items as Json)['ui:title'];
    }
    if (hint.itemLabel && isRecord(ui.items)) {
      const itemOptions = (ui.items as Json)['ui:options'];
      (ui.items as Json)['ui:options'] = {
        ...(isRecord(itemOptions) ? itemOptions : {}),
        itemLabel: hint.itemLabel,
      };
    }
  } else {
    // The widget's name is its key in the one widget table (widgets/registry.ts).
    const widget = hint.widget ?? defaultWidget(node, key);
    if (widget && widget !== 'list') ui['ui:widget'] = widget;
  }
  ui['ui:options'] = options as UiSchema['ui:options'];
  return ui;
}

/** The form for one of a component's schemas: JSON Schema plus the uiSchema from its hints. */
export function generateForm(schema: z.ZodType, hints?: Record<string, FieldHint>): GeneratedForm {
  const json = toFormJsonSchema(schema);
  return { schema: json as RJSFSchema, uiSchema: walk(json, [], hints) };
}

const NO_HINTS: Record<string, FieldHint> = {};
const generatedForms = new WeakMap<z.ZodType, WeakMap<Record<string, FieldHint>, GeneratedForm>>();

/**
 * generateForm, once per schema and hints: a type's schemas and hints are module constants, so
 * selecting another component of a type already shown reuses its form instead of converting
 * the zod schema again. The result is shared: never change it.
 */
export function formFor(schema: z.ZodType, hints?: Record<string, FieldHint>): GeneratedForm {
  let byHints = generatedForms.get(schema);
  if (!byHints) {
    byHints = new WeakMap();
    generatedForms.set(schema, byHints);
  }
  const key = hints ?? NO_HINTS;
  let form = byHints.get(key);
  if (!form) {
    form = generateForm(schema, hints);
    byHints.set(key, form);
  }
  return form;
}

const widgetsByForm = new WeakMap<GeneratedForm, ReadonlySet<string>>();

/**
 * The rjsf widget names a generated form uses (to load what they need before it shows); once
 * per form, as the form is asked on every render of its panel.
 */
export function widgetsOf(form: GeneratedForm): ReadonlySet<string> {
  const known = widgetsByForm.get(form);
  if (known) return known;
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string') found.add(value);
      else visit(value);
    }
  };
  visit(form.uiSchema);
  widgetsByForm.set(form, found);
  return found;
}
