import FolderOpen from 'lucide-react/icons/folder-open';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Keyboard from 'lucide-react/icons/keyboard';
import Moon from 'lucide-react/icons/moon';
import Plus from 'lucide-react/icons/plus';
import Redo2 from 'lucide-react/icons/redo-2';
import Send from 'lucide-react/icons/send';
import Sun from 'lucide-react/icons/sun';
import Undo2 from 'lucide-react/icons/undo-2';
import Save from 'lucide-react/icons/save';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectCanRedo, selectCanUndo, selectDirty, selectThemeMode } from '../store/selectors';
import { save } from '../persistence/session';
import { LiveStatus } from '../live/LiveStatus';
import { publishLive } from '../live/liveStore';
import { selectLayoutMeta, useOpenLayout } from '../persistence/openLayoutStore';
import { DeviceSwitch } from './DeviceSwitch';
import { LayoutName } from './LayoutName';
import { openShortcutsDialog } from '../shortcuts/EditorShortcuts';

interface Props {
  onOpen: () => void;
  onNew: () => void;
  onHistory: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

/** Layout name, device, light/dark, undo/redo, unsaved marker, Save, Publish, history, open/new. */
export function TopBar({ onOpen, onNew, onHistory }: Props) {
  const meta = useOpenLayout(selectLayoutMeta);
  const dirty = useEditorStore(selectDirty);
  const canUndo = useEditorStore(selectCanUndo);
  const canRedo = useEditorStore(selectCanRedo);
  const mode = useEditorStore(selectThemeMode);
  const saving = useOpenLayout((s) => s.saving);
  const publishing = useOpenLayout((s) => s.publishing);
  const published = useOpenLayout((s) => s.publishedRevision);
  // Saving or publishing while no layout is open (loading, or it failed to open) would write
  // a document the owner never saw.
  const sessionStatus = useOpenLayout((s) => s.status);
  const loaded = sessionStatus === 'ready';
  const { undo, redo, setThemeMode } = editorStore.getState();
  const status = !loaded
    ? sessionStatus === 'loading'
      ? 'Loading…'
      : 'No layout open'
    : saving
      ? 'Saving…'
      : dirty
        ? 'Unsaved changes'
        : meta.revision
          ? `Saved · version ${meta.revision}`
          : 'Not saved yet';

  return (
    <header className="one-editor-topbar">
      <div className="one-editor-topbar-group">
        <span className="one-editor-brand" aria-hidden>
          Vitrine
        </span>
        <LayoutName name={meta.layoutName} disabled={!loaded} />
        <span
          className={`one-editor-status${dirty ? ' one-editor-status-dirty' : ''}`}
          role="status"
          aria-live="polite"
        >
          {dirty && <span className="one-editor-dirty-dot" aria-hidden />}
          {status}
        </span>
      </div>
      <LiveStatus onNew={onNew} />
      {/* The tools wrap as one: whether they share the first row never depends on how long
          the layout's name or status is, so they do not jump between rows as the layout opens. */}
      <div className="one-editor-topbar-tools">
        <div className="one-editor-topbar-group">
          <DeviceSwitch />
          <button
            type="button"
            className="one-editor-icon-button"
            aria-pressed={mode === 'dark'}
            aria-label="Dark mode preview"
            title="Preview dark mode"
            onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}
          >
            {mode === 'dark' ? <Moon aria-hidden size={16} /> : <Sun aria-hidden size={16} />}
          </button>
          <button
            type="button"
            className="one-editor-icon-button"
            aria-label="Undo"
            title={`Undo (${MOD}Z)`}
            disabled={!canUndo}
            onClick={undo}
          >
            <Undo2 aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="one-editor-icon-button"
            aria-label="Redo"
            title={`Redo (${MOD}Shift+Z)`}
            disabled={!canRedo}
            onClick={redo}
          >
            <Redo2 aria-hidden size={16} />
          </button>
        </div>
        <div className="one-editor-topbar-group">
          <button
            type="button"
            className="one-editor-icon-button"
            aria-label="Open a layout"
            title="Open a layout"
            onClick={onOpen}
          >
            <FolderOpen aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="one-editor-icon-button"
            aria-label="New layout"
            title="New layout"
            onClick={onNew}
          >
            <Plus aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="one-editor-icon-button"
            aria-label="Keyboard shortcuts"
            title="Keyboard shortcuts (?)"
            onClick={openShortcutsDialog}
          >
            <Keyboard aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="one-editor-icon-button"
            aria-label="Version history"
            title="Version history"
            onClick={onHistory}
            disabled={!meta.layoutId}
          >
            <History aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="one-editor-button"
            onClick={() => void save()}
            disabled={saving || !loaded}
            title={`Save (${MOD}S)`}
          >
            <Save aria-hidden size={14} /> Save
          </button>
          <button
            type="button"
            className="one-editor-button one-editor-primary"
            onClick={() => void publishLive()}
            disabled={publishing || !meta.layoutId || !loaded}
            title={published ? `Visitors see version ${published}` : 'Not published yet'}
          >
            <Send aria-hidden size={14} /> Publish
          </button>
        </div>
      </div>
    </header>
  );
}
