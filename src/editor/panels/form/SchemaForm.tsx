import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { IChangeEvent } from '@rjsf/core';
import type { z } from 'zod';
import type { FieldHint } from '../../../components/panelHints';
import type { Theme } from '../../../schema/theme/theme';
import { editorTemplates, editorWidgets } from '../../widgets/registry';
import type { WidgetContext } from '../../widgets/widgetOptions';
import { formFor } from './formSchema';
import { completeListItems } from './listItems';
import { completeNewObjects } from './newObjects';
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
  /** Shown under a field, by its hint key (WidgetContext.fieldNote). */
  fieldNote?: WidgetContext['fieldNote'];
  /**
   * Told how many fields show a message, whenever that changes: a form saved as a whole (the
   * studio's settings) is not saved while what it shows is not what it would send.
   */
  onProblems?: (count: number) => void;
}

function unitLookup(hints: Record<string, FieldHint> | undefined) {
  return (path: readonly PropertyKey[]) =>
    hints?.[path.map((p) => (typeof p === 'number' ? '*' : String(p))).join('.')]?.unit;
}

/** The path of a field from its hint key ('a.*.b') and its rjsf id (`${idPrefix}_a_2_b`). */
function fieldPath(
  idPrefix: string,
  hintKey: string,
  widgetId: string,
): (string | number)[] | null {
  if (hintKey === '') return null;
  const parts = hintKey.split('.');
  if (!parts.includes('*')) return parts;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `^${escape(idPrefix)}_${parts.map((p) => (p === '*' ? '(\\d+)' : escape(p))).join('_')}$`,
  );
  const match = pattern.exec(widgetId);
  if (!match) return null;
  let index = 1;
  return parts.map((p) => (p === '*' ? Number(match[index++]) : p));
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
  fieldNote,
  onProblems,
}: SchemaFormProps) {
  const generated = formFor(schema, hints);
  const [formData, setFormData] = useState<Json>(value);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const committed = useRef<Json>(value);
  /** What the form holds, including writes the form's own state has not caught up with yet. */
  const formDataRef = useRef(formData);
  const stateSeen = useRef(formData);
  if (stateSeen.current !== formData) {
    stateSeen.current = formData;
    formDataRef.current = formData;
  }
  /** The field written straight to the document (commitField) whose form update is pending. */
  const directField = useRef<{ id: string; path: (string | number)[]; value: unknown } | null>(
    null,
  );

  useEffect(() => {
    onProblems?.(problems.length);
  }, [onProblems, problems.length]);

  /** Counts outside changes: widgets that keep their own state reload from the form on it. */
  const [outsideChanges, setOutsideChanges] = useState(0);

  // An outside change (undo, redo, the canvas, another panel) replaces what the form shows.
  useEffect(() => {
    if (!jsonEqual(value, committed.current)) {
      committed.current = value;
      directField.current = null;
      setFormData(value);
      setProblems([]);
      setOutsideChanges((n) => n + 1);
    }
  }, [value]);

  /** What the form wrote, checked with zod against the last value the document took. */
  const check = useCallback(
    (written: Json) =>
      checkWithZod(
        schema,
        prepare ? prepare(written) : written,
        committed.current,
        unitLookup(hints),
      ),
    [schema, prepare, hints],
  );

  const apply = useCallback(
    (written: Json, fieldId: string | undefined) => {
      const next = completeNewObjects(
        generated.schema as Json,
        formDataRef.current,
        completeListItems(generated.schema as Json, written, hints),
      ) as Json;
      setFormData(next);
      const result = check(next);
      setProblems(result.problems);
      if (result.ok && !jsonEqual(result.value, committed.current)) {
        committed.current = result.value;
        onCommit(result.value, fieldId);
      }
    },
    [check, onCommit, generated, hints],
  );

  /**
   * A keystroke in a widget that keeps its own state (the rich-text editor) goes to the
   * document at once, so the canvas paints it in the frame the key arrived in; the widget
   * hands the latest text to rjsf after that paint, in a transition.
   * Answers false when the value does not pass the schema: the widget then goes the usual way
   * and the form shows the message.
   */
  const commitField = useCallback(
    (hintKey: string, widgetId: string, fieldValue: unknown): boolean => {
      const path = fieldPath(idPrefix, hintKey, widgetId);
      if (!path) return false;
      const next = setAt(formDataRef.current, path, fieldValue) as Json;
      const result = check(next);
      if (!result.ok) {
        // The widget sends it the usual way now, so the form shows the message.
        if (directField.current?.id === widgetId) directField.current = null;
        return false;
      }
      formDataRef.current = next;
      directField.current = { id: widgetId, path, value: fieldValue };
      if (!jsonEqual(result.value, committed.current)) {
        committed.current = result.value;
        onCommit(result.value, widgetId);
      }
      return true;
    },
    [idPrefix, check, onCommit],
  );

  const onFormChange = useCallback(
    (event: IChangeEvent<Json>, id?: string) => {
      const direct = directField.current;
      if (direct && id === direct.id) {
        // The document already has this field's latest value; the form only catches up. An
        // earlier keystroke's report arriving late must not write its older text back.
        const latest = formDataRef.current;
        if (getAt(event.formData, direct.path) === direct.value) directField.current = null;
        setFormData(latest);
        setProblems(check(latest).problems);
        return;
      }
      // Without an id (list add/remove, defaults filled on mount) the change is its own undo
      // step; a mount-time fill that changes nothing is dropped by the equality check.
      apply(event.formData ?? {}, id);
    },
    [apply, check],
  );

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
    () => ({
      formData,
      theme,
      themeMode,
      upload,
      setFields,
      moveItem,
      commitField,
      outsideChanges,
      fieldNote,
    }),
    [
      formData,
      theme,
      themeMode,
      upload,
      setFields,
      moveItem,
      commitField,
      outsideChanges,
      fieldNote,
    ],
  );
  const extraErrors = useMemo(() => problemsToErrorSchema(problems), [problems]);

  // The form element is kept while nothing it shows changed: when a keystroke reaches the
  // document directly, the panel re-renders with the new value but rjsf's whole form does not.
  const form = useMemo(
    () => (
      <Form
        className="one-editor-form"
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
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        onChange={onFormChange}
        onSubmit={noSubmit}
      >
        <></>
      </Form>
    ),
    [idPrefix, generated, formData, formContext, extraErrors, onFormChange],
  );

  const properties = (generated.schema as { properties?: Json }).properties;
  if (!properties || Object.keys(properties).length === 0) {
    return <p className="one-editor-empty">{emptyText ?? 'Nothing to set here.'}</p>;
  }
  return form;
}

const DEFAULT_FORM_STATE = {
  emptyObjectFields: 'populateRequiredDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
} as const;

const noSubmit = () => undefined;
