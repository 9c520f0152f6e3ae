import { useCallback, useEffect } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '../../ui/tabs/TabTrigger';
import { componentIcon } from '../../components/componentIcons';
import { loadLayoutComponents } from '../../components/lazyRegistry';
import { getComponentSchema } from '../../components/schemaRegistry';
import type { FieldHint } from '../../components/panelHints';
import type { z } from 'zod';
import { editorStore, useEditorStore, type EditorStore } from '../store/editorStore';
import { selectComponent } from '../store/selectors';
import { LazySchemaForm } from './form/LazySchemaForm';
import { recordPatch } from './recordPatch';
import { usePanelEnvironment } from './usePanelEnvironment';
import { VisibilitySection } from './VisibilitySection';
import { LoadingPart } from '../lazy/LoadingPart';
import { useComponentDefinition } from '../../renderer/useComponentDefinition';

type Json = Record<string, unknown>;

const EMPTY: Json = {};

/**
 * One of the component's records (data or styles) as a generated form. It is the only part of
 * the panel that reads the record, so a keystroke re-renders this form's wrapper, not the
 * panel's header and tabs.
 */
function RecordForm({
  id,
  record,
  schema,
  hints,
  emptyText,
}: {
  id: string;
  record: 'data' | 'styles';
  schema: z.ZodType;
  hints?: Record<string, FieldHint>;
  emptyText: string;
}) {
  const env = usePanelEnvironment();
  const selectRecord = useCallback(
    (s: EditorStore) => (selectComponent(id)(s)?.[record] as Json | undefined) ?? EMPTY,
    [id, record],
  );
  const value = useEditorStore(selectRecord);
  const onCommit = useCallback(
    (next: Json, fieldId: string | undefined) => {
      const state = editorStore.getState();
      const current = selectRecord(state);
      const coalesceKey = fieldId ? `${id}:${fieldId}` : undefined;
      const patch = recordPatch(current, next);
      if (record === 'data') state.updateComponentData(id, patch, coalesceKey);
      else state.updateComponentStyles(id, patch, coalesceKey);
    },
    [id, record, selectRecord],
  );
  const prefix = record === 'data' ? 'content' : 'styles';
  return (
    <LazySchemaForm
      key={`${prefix}-${id}`}
      idPrefix={`${prefix}-${id}`}
      schema={schema}
      hints={hints}
      value={value}
      onCommit={onCommit}
      emptyText={emptyText}
      {...env}
    />
  );
}

function ComponentVisibility({ id }: { id: string }) {
  const component = useEditorStore(selectComponent(id));
  return component ? <VisibilitySection component={component} /> : null;
}

/**
 * The component's settings: Content and Styles generated from its type's zod schemas and panel
 * hints, and the Visibility every component has. No type has a hand-written form.
 */
export function ComponentPanel({ id }: { id: string }) {
  const type = useEditorStore((s) => selectComponent(id)(s)?.type);
  const name = useEditorStore((s) => selectComponent(id)(s)?.name);
  // The schemas, label and icon are at hand for every type; the panel hints come with the
  // type's code, which the canvas has loaded (or is loading) for a component it shows.
  const code = useComponentDefinition(type ?? '');
  const loading = code.status === 'loading';
  useEffect(() => {
    if (loading && type !== undefined)
      void loadLayoutComponents({ components: [{ type }] }).catch(() => undefined);
  }, [loading, type]);
  if (type === undefined) return null;
  const definition = getComponentSchema(type);
  const Icon = componentIcon(type);

  if (!definition || !Icon) {
    return (
      <section className="one-editor-panel" aria-label="Component settings">
        <h2 className="one-editor-panel-title">Unknown component type "{type}"</h2>
        <p className="one-editor-help">
          This build has no settings for this type. Its data is kept as it is.
        </p>
        <ComponentVisibility id={id} />
      </section>
    );
  }

  const panel = code.status === 'ready' ? code.definition.panel : undefined;
  const recordForm = (record: 'data' | 'styles') =>
    code.status === 'loading' || code.status === 'failed' ? (
      <LoadingPart state={code.status === 'failed' ? 'failed' : 'loading'} what="the fields" />
    ) : (
      <RecordForm
        id={id}
        record={record}
        schema={record === 'data' ? definition.content : definition.style}
        hints={record === 'data' ? panel?.content : panel?.style}
        emptyText={`${definition.label} has no ${record === 'data' ? 'content' : 'style'} settings.`}
      />
    );

  const title = name?.trim() || definition.label;
  return (
    <section className="one-editor-panel" aria-labelledby={`panel-title-${id}`}>
      <header className="one-editor-panel-header">
        <Icon aria-hidden="true" size={18} />
        <h2 id={`panel-title-${id}`} className="one-editor-panel-title">
          {title}
        </h2>
        {/* The type only beside a name of the owner's; otherwise the title already says it. */}
        {title !== definition.label ? (
          <span className="one-editor-panel-type">{definition.label}</span>
        ) : null}
      </header>
      <Tabs.Root defaultValue="content" className="one-editor-tabs">
        <Tabs.List aria-label={`${definition.label} settings`} className="one-editor-tab-list">
          <TabTrigger value="content" className="one-editor-panel-tab">
            Content
          </TabTrigger>
          <TabTrigger value="styles" className="one-editor-panel-tab">
            Styles
          </TabTrigger>
          <TabTrigger value="visibility" className="one-editor-panel-tab">
            Visibility
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="content" className="one-editor-tab-panel">
          {recordForm('data')}
        </Tabs.Content>
        <Tabs.Content value="styles" className="one-editor-tab-panel">
          {/* The device preview's note speaks of areas and the grid; a style edited while
              previewing desktop changes mobile too, so the tab says so before the first edit. */}
          <p className="one-editor-help">
            Styles apply on every device: they have no per-device values.
          </p>
          {recordForm('styles')}
        </Tabs.Content>
        <Tabs.Content value="visibility" className="one-editor-tab-panel">
          <ComponentVisibility id={id} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
