import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Copy from 'lucide-react/icons/copy';
import CopyPlus from 'lucide-react/icons/copy-plus';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { copySelection } from '../shortcuts/EditorShortcuts';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectGroupLabels } from '../store/selectors';
import './groupPanel.css';

/**
 * The inspector with two or more components selected: how many, which, and what can be done
 * to all of them at once — each action one undo step.
 */
export function GroupPanel() {
  const labels = useEditorStore(selectGroupLabels);
  const state = () => editorStore.getState();
  const title = `${labels.length} components selected`;
  return (
    <section className="one-editor-panel" aria-label={title}>
      <header className="one-editor-panel-header">
        <h2 className="one-editor-panel-title">{title}</h2>
      </header>
      <div className="one-editor-tab-panel">
        <ul className="one-editor-group-list" aria-label="Selected components">
          {labels.map((label, i) => (
            <li key={i}>{label}</li>
          ))}
        </ul>
        <div
          className="one-editor-group-actions"
          role="group"
          aria-label="Actions for the selection"
        >
          <button
            type="button"
            className="one-editor-panel-button"
            onClick={() => state().moveSelected(-1)}
          >
            <ArrowUp aria-hidden size={14} /> Move up
          </button>
          <button
            type="button"
            className="one-editor-panel-button"
            onClick={() => state().moveSelected(1)}
          >
            <ArrowDown aria-hidden size={14} /> Move down
          </button>
          <button
            type="button"
            className="one-editor-panel-button"
            onClick={() => state().duplicateSelected()}
          >
            <CopyPlus aria-hidden size={14} /> Duplicate
          </button>
          <button
            type="button"
            className="one-editor-panel-button"
            onClick={() => void copySelection()}
          >
            <Copy aria-hidden size={14} /> Copy
          </button>
          <button
            type="button"
            className="one-editor-panel-button one-editor-danger"
            onClick={() => state().removeSelected()}
          >
            <Trash2 aria-hidden size={14} /> Delete
          </button>
          <button
            type="button"
            className="one-editor-panel-button one-editor-secondary"
            title="Escape"
            onClick={() => state().select(null)}
          >
            <X aria-hidden size={14} /> Clear selection
          </button>
        </div>
        <p className="one-editor-help">
          Shift-click a component to add it to the selection or take it out.
        </p>
      </div>
    </section>
  );
}
