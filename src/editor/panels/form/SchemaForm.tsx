import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { IChangeEvent } from '@rjsf/core';
import type { z } from 'zod';
import type { FieldHint } from '../../../components/panelHints';
import type { Theme } from '../../../schema/theme/theme';
import { editorTemplates, editorWidgets } from '../../widgets/registry';
import type { WidgetContext } from '../../widgets/widgetOptions';
import { generateForm } from './formSchema';
import { ensureItemIds } from './itemIds';
import {
  checkWithZod,
  getAt,
  jsonEqual,
  problemsToErrorSchema,
  setAt,
  type FieldProblem,
} from './zodCheck';

type Json = Record<string, unknown>;

export interface SchemaFormProps {
  /** Prefix of every field id ('content', 'styles'): ids stay unique across tabs. */
  idPrefix: string;
  schema: z.ZodType;
  hints?: Record<string, FieldHint>;
  /** The value in the document (already checked). */
  value: Json;
  /**
   * Called with the whole new value, parsed by the schema, only when it differs from `value`.
   * `fieldId` names the field that changed, for coalescing a burst into one undo step.
   */
  onCommit: (next: Json, fieldId: string | undefined) => void;
  theme: Theme;
  themeMode: 'light' | 'dark';
  upload?: WidgetContext['upload'];
  /** Applied to what the form wrote before it is checked (e.g. an emptied window is removed). */
  prepare?: (next: Json) => Json;
  /** Shown when the schema has no fields to edit. */
  emptyText?: string;
}

function unitLookup(hints: Record<string, FieldHint> | undefined) {
  return (path: readonly PropertyKey[]) =>
    hints?.[path.map((p) => (typeof p === 'number' ? '*' : String(p))).join('.')]?.unit;
}

/**
 * A form generated from a zod schema (z.toJSONSchema → @rjsf/core with the ajv8 validator) and
 * the component's panel hints. What the form writes is re-checked with zod before it reaches
 * the document: invalid fields keep their message inline and their last good value stored.
 */
export function SchemaForm({
  idPrefix,
  schema,
  hints,
  value,
  onCommit,
  theme,
  themeMode,
  upload,
  prepare,
  emptyText,
}: SchemaFormProps) {
  const generated = useMemo(() => generateForm(schema, hints), [schema, hints]);
  const [formData, setFormData] = useState<Json>(value);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const committed = useRef<Json>(value);

  // An outside change (undo, redo, the canvas, another panel) replaces what the form shows.
  useEffect(() => {
    if (!jsonEqual(value, committed.current)) {
      committed.current = value;
      setFormData(value);
      setProblems([]);
    }
  }, [value]);

  const apply = useCallback(
    (written: Json, fieldId: string | undefined) => {
      const next = ensureItemIds(generated.schema as Json, written) as Json;
      setFormData(next);
      const result = checkWithZod(
        schema,
        prepare ? prepare(next) : next,
        committed.current,
        unitLookup(hints),
      );
      setProblems(result.problems);
      if (result.ok && !jsonEqual(result.value, committed.current)) {
        committed.current = result.value;
        onCommit(result.value, fieldId);
      }
    },
    [schema, hints, onCommit, prepare, generated],
  );

  const formDataRef = useRef(formData);
  formDataRef.current = formData;
  const moveItem = useCallback(
    (path: readonly (string | number)[], from: number, to: number) => {
      const list = getAt(formDataRef.current, path);
      if (!Array.isArray(list)) return;
      const copy = list.slice();
      const [item] = copy.splice(from, 1);
      copy.splice(to, 0, item);
      apply(setAt(formDataRef.current, path, copy) as Json, `${idPrefix}_${path.join('_')}`);
    },
    [apply, idPrefix],
  );

  const setFields = useCallback(
    (changes: Record<string, unknown>, fieldId?: string) =>
      apply({ ...formDataRef.current, ...changes }, fieldId),
    [apply],
  );

  const formContext: WidgetContext = useMemo(
    () => ({ formData, theme, themeMode, upload, setFields, moveItem }),
    [formData, theme, themeMode, upload, setFields, moveItem],
  );
  const extraErrors = useMemo(() => problemsToErrorSchema(problems), [problems]);

  const properties = (generated.schema as { properties?: Json }).properties;
  if (!properties || Object.keys(properties).length === 0) {
    return <p className="one-ed-empty">{emptyText ?? 'Nothing to set here.'}</p>;
  }

  return (
    <Form
      className="one-ed-form"
      idPrefix={idPrefix}
      schema={generated.schema}
      uiSchema={generated.uiSchema}
      formData={formData}
      validator={validator}
      widgets={editorWidgets}
      templates={editorTemplates}
      formContext={formContext}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'populateRequiredDefaults',
        arrayMinItems: { populate: 'requiredOnly' },
      }}
      onChange={(event: IChangeEvent<Json>, id?: string) => {
        // Without an id (list add/remove, defaults filled on mount) the change is its own undo
        // step; a mount-time fill that changes nothing is dropped by the equality check.
        apply(event.formData ?? {}, id);
      }}
      onSubmit={() => undefined}
    >
      <></>
    </Form>
  );
}
