import { ArrowDown, ArrowUp, Copy, CopyPlus, Trash2, X } from 'lucide-react';
import { StyleTag } from '../../renderer/StyleTag';
import { copySelection } from '../shortcuts/EditorShortcuts';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectGroupLabels } from '../store/selectors';
import { selectionCss } from './selectionCss';

/**
 * The inspector with two or more components selected: how many, which, and what can be done
 * to all of them at once — each action one undo step.
 */
export function GroupPanel() {
  const labels = useEditorStore(selectGroupLabels);
  const state = () => editorStore.getState();
  const title = `${labels.length} components selected`;
  return (
    <section className="one-ed-panel" aria-label={title}>
      <StyleTag css={selectionCss} />
      <header className="one-ed-panel-header">
        <h2 className="one-ed-panel-title">{title}</h2>
      </header>
      <div className="one-ed-tab-panel">
        <ul className="one-ed-group-list" aria-label="Selected components">
          {labels.map((label, i) => (
            <li key={i}>{label}</li>
          ))}
        </ul>
        <div className="one-ed-group-actions" role="group" aria-label="Actions for the selection">
          <button type="button" className="one-ed-button" onClick={() => state().moveSelected(-1)}>
            <ArrowUp aria-hidden size={14} /> Move up
          </button>
          <button type="button" className="one-ed-button" onClick={() => state().moveSelected(1)}>
            <ArrowDown aria-hidden size={14} /> Move down
          </button>
          <button
            type="button"
            className="one-ed-button"
            onClick={() => state().duplicateSelected()}
          >
            <CopyPlus aria-hidden size={14} /> Duplicate
          </button>
          <button type="button" className="one-ed-button" onClick={() => void copySelection()}>
            <Copy aria-hidden size={14} /> Copy
          </button>
          <button
            type="button"
            className="one-ed-button one-ed-danger"
            onClick={() => state().removeSelected()}
          >
            <Trash2 aria-hidden size={14} /> Delete
          </button>
          <button
            type="button"
            className="one-ed-button one-ed-secondary"
            title="Escape"
            onClick={() => state().select(null)}
          >
            <X aria-hidden size={14} /> Clear selection
          </button>
        </div>
        <p className="one-ed-help">
          Shift-click a component to add it to the selection or take it out.
        </p>
      </div>
    </section>
  );
}
