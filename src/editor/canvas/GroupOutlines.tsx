import { componentLabel } from './componentLabel';
import type { EditorStore } from '../store/editorStore';
import { useEditorStore } from '../store/editorStore';
import type { Rect } from './geometry';

/** The labels of the selected group, in the group's order ('' for one that is gone). */
const selectGroupLabels = (s: EditorStore): string[] =>
  s.group.map((id) => {
    const component = s.document.components.find((c) => c.id === id);
    return component ? componentLabel(component) : '';
  });

/**
 * The chrome of a multiple selection: every selected component outlined with its name and
 * its place in the group. The actions for the group are in the inspector (and the keys and
 * the context menu), so no outline carries buttons of its own.
 */
export function GroupOutlines({ rects }: { rects: readonly { id: string; rect: Rect }[] }) {
  const group = useEditorStore((s) => s.group);
  const labels = useEditorStore(selectGroupLabels);
  return (
    <>
      {rects.map(({ id, rect }) => {
        const at = group.indexOf(id);
        return (
          <div
            key={id}
            className="one-editor-outline one-editor-outline-selected one-editor-outline-group"
            data-group-id={id}
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
          >
            <div className="one-editor-outline-label one-editor-outline-label-within">
              <span>
                {labels[at]} · {at + 1}/{group.length}
              </span>
            </div>
          </div>
        );
      })}
    </>
  );
}
