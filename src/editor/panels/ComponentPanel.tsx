import { useCallback } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { getComponentDefinition } from '../../components/registry';
import type { LayoutComponent } from '../../schema/layout/component';
import { editorStore } from '../store/editorStore';
import { SchemaForm } from './form/SchemaForm';
import { recordPatch } from './recordPatch';
import { usePanelEnvironment } from './usePanelEnvironment';
import { VisibilitySection } from './VisibilitySection';

type Json = Record<string, unknown>;

/**
 * The selected component's settings: Content and Styles generated from its type's zod schemas
 * and panel hints, and the Visibility every component has. No type has a hand-written form.
 */
export function ComponentPanel({ component }: { component: LayoutComponent }) {
  const definition = getComponentDefinition(component.type);
  const env = usePanelEnvironment();
  const { id } = component;

  const commitData = useCallback(
    (next: Json, fieldId: string | undefined) =>
      editorStore
        .getState()
        .updateComponentData(
          id,
          recordPatch(component.data, next),
          fieldId ? `${id}:${fieldId}` : undefined,
        ),
    [id, component.data],
  );
  const commitStyles = useCallback(
    (next: Json, fieldId: string | undefined) =>
      editorStore
        .getState()
        .updateComponentStyles(
          id,
          recordPatch(component.styles, next),
          fieldId ? `${id}:${fieldId}` : undefined,
        ),
    [id, component.styles],
  );

  if (!definition) {
    return (
      <section className="one-ed-panel" aria-label="Component settings">
        <h2 className="one-ed-panel-title">Unknown component type "{component.type}"</h2>
        <p className="one-ed-help">
          This build has no settings for this type. Its data is kept as it is.
        </p>
        <VisibilitySection component={component} />
      </section>
    );
  }

  const Icon = definition.icon;
  return (
    <section className="one-ed-panel" aria-labelledby={`panel-title-${id}`}>
      <header className="one-ed-panel-header">
        <Icon aria-hidden="true" size={18} />
        <h2 id={`panel-title-${id}`} className="one-ed-panel-title">
          {component.name?.trim() || definition.label}
        </h2>
        <span className="one-ed-panel-type">{definition.label}</span>
      </header>
      <Tabs.Root defaultValue="content" className="one-ed-tabs">
        <Tabs.List aria-label={`${definition.label} settings`} className="one-ed-tab-list">
          <Tabs.Trigger value="content" className="one-ed-tab">
            Content
          </Tabs.Trigger>
          <Tabs.Trigger value="styles" className="one-ed-tab">
            Styles
          </Tabs.Trigger>
          <Tabs.Trigger value="visibility" className="one-ed-tab">
            Visibility
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="content" className="one-ed-tab-panel">
          <SchemaForm
            key={`content-${id}`}
            idPrefix={`content-${id}`}
            schema={definition.content}
            hints={definition.panel?.content}
            value={component.data}
            onCommit={commitData}
            emptyText={`${definition.label} has no content settings.`}
            {...env}
          />
        </Tabs.Content>
        <Tabs.Content value="styles" className="one-ed-tab-panel">
          <SchemaForm
            key={`styles-${id}`}
            idPrefix={`styles-${id}`}
            schema={definition.style}
            hints={definition.panel?.style}
            value={component.styles}
            onCommit={commitStyles}
            emptyText={`${definition.label} has no style settings.`}
            {...env}
          />
        </Tabs.Content>
        <Tabs.Content value="visibility" className="one-ed-tab-panel">
          <VisibilitySection component={component} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
