import { useCallback } from 'react';
import type { FieldHint } from '../../components/panelHints';
import type { LayoutComponent } from '../../schema/layout/component';
import { editorStore } from '../store/editorStore';
import { LazySchemaForm } from './form/LazySchemaForm';
import { recordPatch } from './recordPatch';
import { usePanelEnvironment } from './usePanelEnvironment';
import { windowsOutOfOrder } from '../../renderer/visibility';
import { NEVER_SHOWS, visibilityForm } from './visibilityForm';

type Json = Record<string, unknown>;

const windowHints = (prefix: string, label: string): Record<string, FieldHint> => ({
  [prefix]: { label, order: prefix === 'showAfterDate' ? 4 : 5 },
  [`${prefix}.date`]: { label: 'Date', widget: 'date', help: 'Leave empty for no limit.' },
  [`${prefix}.time`]: { label: 'Time' },
  [`${prefix}.time.hour`]: { label: 'Hour', widget: 'number', order: 1 },
  [`${prefix}.time.minute`]: { label: 'Minute', widget: 'number', order: 2 },
  [`${prefix}.time.period`]: { label: 'AM or PM', widget: 'segmented', order: 3 },
  [`${prefix}.timezone`]: { label: 'Time zone', widget: 'timezone' },
});

/** foundation.md visibility: per-device flags and the show-after/show-before window. */
export const visibilityHints: Record<string, FieldHint> = {
  mobile: { label: 'Show on mobile', order: 1, group: 'Devices' },
  tablet: { label: 'Show on tablet', order: 2, group: 'Devices' },
  desktop: { label: 'Show on desktop', order: 3, group: 'Devices' },
  ...windowHints('showAfterDate', 'Show after'),
  ...windowHints('showBeforeDate', 'Show before'),
};

/** A window whose date was emptied is removed: "no limit" rather than an error. */
function dropEmptyWindows(next: Json): Json {
  const out = { ...next };
  for (const key of ['showAfterDate', 'showBeforeDate']) {
    const window = out[key] as Json | undefined;
    if (window && (typeof window.date !== 'string' || window.date === '')) delete out[key];
  }
  return out;
}

export function VisibilitySection({ component }: { component: LayoutComponent }) {
  const env = usePanelEnvironment();
  const onCommit = useCallback(
    (next: Json, fieldId: string | undefined) => {
      const patch = recordPatch(component.visibility as Json, next);
      editorStore
        .getState()
        .updateComponentVisibility(
          component.id,
          patch,
          fieldId ? `${component.id}:${fieldId}` : undefined,
        );
    },
    [component.id, component.visibility],
  );
  return (
    <>
      <p className="one-editor-help">
        The window is checked in the chosen time zone when a visitor opens the page. The editor
        always shows the component.
      </p>
      {windowsOutOfOrder(component.visibility) ? (
        <div className="one-editor-warnings" role="status">
          <p className="one-editor-warning">{NEVER_SHOWS}</p>
        </div>
      ) : null}
      <LazySchemaForm
        idPrefix={`visibility-${component.id}`}
        schema={visibilityForm}
        hints={visibilityHints}
        value={component.visibility as Json}
        onCommit={onCommit}
        prepare={dropEmptyWindows}
        {...env}
      />
    </>
  );
}
