import { useCallback } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '../../ui/tabs/TabTrigger';
import { getComponentDefinition } from '../../components/registry';
import type { FieldHint } from '../../components/panelHints';
import type { z } from 'zod';
import { editorStore, useEditorStore, type EditorStore } from '../store/editorStore';
import { selectComponent } from '../store/selectors';
import { LazySchemaForm } from './form/LazySchemaForm';
import { recordPatch } from './recordPatch';
import { usePanelEnvironment } from './usePanelEnvironment';
import { VisibilitySection } from './VisibilitySection';

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
  if (type === undefined) return null;
  const definition = getComponentDefinition(type);

  if (!definition) {
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

  const Icon = definition.icon;
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
          <RecordForm
            id={id}
            record="data"
            schema={definition.content}
            hints={definition.panel?.content}
            emptyText={`${definition.label} has no content settings.`}
          />
        </Tabs.Content>
        <Tabs.Content value="styles" className="one-editor-tab-panel">
          <RecordForm
            id={id}
            record="styles"
            schema={definition.style}
            hints={definition.panel?.style}
            emptyText={`${definition.label} has no style settings.`}
          />
        </Tabs.Content>
        <Tabs.Content value="visibility" className="one-editor-tab-panel">
          <ComponentVisibility id={id} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
