import { useEditorStore } from '../store/editorStore';
import { selectGroup, selectGroupLabels } from '../store/selectors';
import type { Rect } from './geometry';

/**
 * The chrome of a multiple selection: every selected component outlined with its name and
 * its place in the group. The actions for the group are in the inspector (and the keys and
 * the context menu), so no outline carries buttons of its own.
 */
export function GroupOutlines({ rects }: { rects: readonly { id: string; rect: Rect }[] }) {
  const group = useEditorStore(selectGroup);
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
