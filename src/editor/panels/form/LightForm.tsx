import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldHint } from '../../../components/panelHints';
import type { WidgetContext } from '../../widgets/widgetOptions';
import { NumberField } from '../../widgets/light/NumberField';
import { StringListField } from '../../widgets/light/StringListField';
import { TextField } from '../../widgets/light/TextField';
import { formFor, type FieldUiOptions } from './formSchema';
import { checkWithZod, jsonEqual, type FieldProblem } from './zodCheck';

type Json = Record<string, unknown>;

interface Props {
  idPrefix: string;
  /** An object of required text and number fields and lists of text (lightFormFits says which fit). */
  schema: z.ZodType;
  hints?: Record<string, FieldHint>;
  value: Json;
  /** As SchemaForm's: the whole new value, parsed by the schema, only when it changed. */
  onCommit: (next: Json, fieldId: string | undefined) => void;
  fieldNote?: WidgetContext['fieldNote'];
}

interface FieldPlan {
  key: string;
  label: string;
  help?: string;
  /** The hint's group: its fields are shown together under its name, where its first field is. */
  group?: string;
  list?: { itemName: string; itemLabel: string; min: number; max: number; fresh: unknown };
  number?: { min?: number; max?: number; step: number | 'any'; integer: boolean; unit?: string };
}

/**
 * The fields of a generated form, in its order, when all are text, plain numbers (the 'number'
 * widget, shown as typed) or lists of text, none shown only when another field holds; else null.
 */
function planOf(schema: z.ZodType, hints?: Record<string, FieldHint>): FieldPlan[] | null {
  const generated = formFor(schema, hints);
  const json = generated.schema as { properties?: Record<string, Json> };
  const ui = generated.uiSchema as Record<string, Json | undefined> & { 'ui:order'?: string[] };
  const keys = Object.keys(json.properties ?? {});
  const order = (ui['ui:order'] ?? []).filter((k) => keys.includes(k));
  const plan: FieldPlan[] = [];
  for (const key of [...order, ...keys.filter((k) => !order.includes(k))]) {
    const node = json.properties![key]!;
    const fieldUi = ui[key] ?? {};
    const options = (fieldUi['ui:options'] ?? {}) as FieldUiOptions;
    const label = (fieldUi['ui:title'] as string | undefined) ?? key;
    const help = fieldUi['ui:help'] as string | undefined;
    const items = node.items as Json | undefined;
    const widget = fieldUi['ui:widget'] ?? 'text';
    const group = options.group;
    if (options.shownWhen) return null;
    if (node.type === 'string' && widget === 'text') {
      plan.push({ key, label, help, group });
    } else if (
      (node.type === 'integer' || node.type === 'number') &&
      widget === 'number' &&
      options.decimals === undefined
    ) {
      const integer = node.type === 'integer';
      plan.push({
        key,
        label,
        help,
        group,
        number: {
          min: typeof node.minimum === 'number' ? node.minimum : undefined,
          max: typeof node.maximum === 'number' ? node.maximum : undefined,
          step: options.step ?? (integer ? 1 : 'any'),
          integer,
          unit: options.unit,
        },
      });
    } else if (node.type === 'array' && items?.type === 'string' && options.itemName) {
      plan.push({
        key,
        label,
        help,
        group,
        list: {
          itemName: options.itemName,
          itemLabel: options.itemLabel ?? `${options.itemName} {n}`,
          min: typeof node.minItems === 'number' ? node.minItems : 0,
          max: typeof node.maxItems === 'number' ? node.maxItems : Infinity,
          fresh: items.default,
        },
      });
    } else {
      return null;
    }
  }
  return plan;
}

/** Whether LightForm can show this schema: only text and number fields and lists of text numbered by position. */
export function lightFormFits(schema: z.ZodType, hints?: Record<string, FieldHint>): boolean {
  return planOf(schema, hints) !== null;
}

/** The plan in blocks: a field on its own, or a hint group's fields where its first field is. */
function blocksOf(plan: FieldPlan[]): { group?: string; fields: FieldPlan[] }[] {
  const blocks: { group?: string; fields: FieldPlan[] }[] = [];
  const groups = new Map<string, FieldPlan[]>();
  for (const field of plan) {
    if (field.group === undefined) {
      blocks.push({ fields: [field] });
      continue;
    }
    const fields = groups.get(field.group);
    if (fields) fields.push(field);
    else {
      groups.set(field.group, [field]);
      blocks.push({ group: field.group, fields: groups.get(field.group)! });
    }
  }
  return blocks;
}

let nextKey = 0;
const freshKeys = (n: number) => Array.from({ length: n }, () => `item-${nextKey++}`);

/**
 * The generated form of a schema with only text and number fields and lists of text, in the
 * same markup and with the same behaviour as SchemaForm (each keystroke checked with zod; a
 * wrong field keeps what was typed and its message, the document its last good value), without
 * the form engine's code: the editor's first screen shows it before rjsf has loaded, and a
 * selected area's fields show without the engine's work for each field.
 */
export function LightForm({ idPrefix, schema, hints, value, onCommit, fieldNote }: Props) {
  const [plan] = useState(() => planOf(schema, hints) ?? []);
  const [formData, setFormData] = useState<Json>(value);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const committed = useRef<Json>(value);
  /** What the form holds, including writes its state has not caught up with yet. */
  const data = useRef(formData);
  /** Each list's item keys, moved with its items. */
  const keys = useRef<Record<string, string[]>>({});

  // An outside change (undo, redo, another device, the canvas) replaces what the form shows.
  useEffect(() => {
    if (!jsonEqual(value, committed.current)) {
      committed.current = value;
      data.current = value;
      setFormData(value);
      setProblems([]);
    }
  }, [value]);

  const apply = useCallback(
    (written: Json, fieldId: string | undefined) => {
      data.current = written;
      setFormData(written);
      const result = checkWithZod(schema, written, committed.current);
      setProblems(result.problems);
      if (result.ok && !jsonEqual(result.value, committed.current)) {
        committed.current = result.value;
        onCommit(result.value, fieldId);
      }
    },
    [schema, onCommit],
  );

  const errorsAt = (path: readonly (string | number)[]) =>
    problems
      .filter(
        (p) =>
          p.path.length === path.length && p.path.every((k, i) => String(k) === String(path[i])),
      )
      .map((p) => p.message);

  const listOf = (key: string): unknown[] => {
    const list = data.current[key];
    return Array.isArray(list) ? list : [];
  };
  const keysOf = (key: string, length: number): string[] => {
    const known = keys.current[key];
    if (known?.length === length) return known;
    return (keys.current[key] = freshKeys(length));
  };
  const setList = (key: string, list: unknown[], order: string[], fieldId?: string) => {
    keys.current[key] = order;
    apply({ ...data.current, [key]: list }, fieldId);
  };

  const fieldOf = (field: FieldPlan): ReactNode => {
    const id = `${idPrefix}_${field.key}`;
    const note = fieldNote?.(field.key);
    if (field.number) {
      return (
        <div key={field.key}>
          <NumberField
            id={id}
            label={field.label}
            value={formData[field.key]}
            {...field.number}
            help={field.help}
            errors={errorsAt([field.key])}
            note={note}
            onChange={(next) => apply({ ...data.current, [field.key]: next }, id)}
          />
        </div>
      );
    }
    if (!field.list) {
      return (
        <div key={field.key}>
          <TextField
            id={id}
            label={field.label}
            value={formData[field.key]}
            help={field.help}
            errors={errorsAt([field.key])}
            note={note}
            onChange={(next) => apply({ ...data.current, [field.key]: next }, id)}
          />
        </div>
      );
    }
    const { list } = field;
    const items = Array.isArray(formData[field.key]) ? (formData[field.key] as unknown[]) : [];
    const order = keysOf(field.key, items.length);
    return (
      <div key={field.key}>
        <StringListField
          id={id}
          label={field.label}
          itemName={list.itemName}
          itemLabel={list.itemLabel}
          items={items}
          keys={order}
          minItems={list.min}
          maxItems={list.max}
          help={field.help}
          note={note}
          errorsAt={(index) => errorsAt(index === undefined ? [field.key] : [field.key, index])}
          onItemChange={(index, next) => {
            const copy = listOf(field.key).slice();
            copy[index] = next;
            setList(field.key, copy, keysOf(field.key, copy.length), `${id}_${index}`);
          }}
          onAdd={() => {
            const current = listOf(field.key);
            setList(
              field.key,
              [...current, structuredClone(list.fresh)],
              [...keysOf(field.key, current.length), ...freshKeys(1)],
            );
          }}
          onRemove={(index) => {
            const current = listOf(field.key);
            const order = keysOf(field.key, current.length).slice();
            order.splice(index, 1);
            setList(
              field.key,
              current.filter((_, i) => i !== index),
              order,
            );
          }}
          onMove={(from, to, dragged) => {
            const copy = listOf(field.key).slice();
            const order = keysOf(field.key, copy.length).slice();
            copy.splice(to, 0, ...copy.splice(from, 1));
            order.splice(to, 0, ...order.splice(from, 1));
            setList(field.key, copy, order, dragged ? id : undefined);
          }}
        />
      </div>
    );
  };

  return (
    <form className="one-editor-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="one-editor-field rjsf-field rjsf-field-object" data-field={idPrefix}>
        <div className="one-editor-object">
          {blocksOf(plan).map((block) =>
            block.group === undefined ? (
              fieldOf(block.fields[0]!)
            ) : (
              <fieldset key={`group:${block.group}`} className="one-editor-group">
                <legend>{block.group}</legend>
                {block.fields.map(fieldOf)}
              </fieldset>
            ),
          )}
        </div>
      </div>
    </form>
  );
}
