import { useId, useState } from 'react';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';
import { apiErrorMessage } from '../../client';
import { useLayouts } from '../../client/hooks/useLayouts';
import { Modal } from '../../ui/dialog/Modal';
import { editorStore } from '../store/editorStore';
import { OPENING_LIST } from './openingRequests';
import { openLayoutStore, useOpenLayout } from './openLayoutStore';
import { pageTemplates } from '../../schema/sections/pageTemplates';
import type { LayoutStart } from './session';

/** What the owner asked to do while the open layout has unsaved changes: asked first. */
interface Leaving {
  /** The question: `Open "Spring page"?`. */
  title: string;
  confirmLabel: string;
  go: () => void;
}

/** Open a layout from the site's list, or create one (empty, from the demo or a page template). */
export function OpenLayoutDialog({
  mode,
  onClose,
}: {
  mode: 'open' | 'new' | null;
  onClose: () => void;
}) {
  // Read each time the dialog opens (what is cached shows meanwhile).
  const query = useLayouts(OPENING_LIST, { enabled: mode === 'open' });
  const layouts = query.data ? query.data.data : query.isSuccess ? [] : null;
  const error = query.error ? apiErrorMessage(query.error) : null;
  const [name, setName] = useState('');
  const [from, setFrom] = useState<LayoutStart>('empty');
  const nameId = useId();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const current = useOpenLayout((s) => s.name);
  /** Goes at once when nothing is unsaved; else asks, as the unsaved changes stay behind. */
  const leave = (next: Leaving) => {
    if (editorStore.getState().dirty) setLeaving(next);
    else next.go();
  };

  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={mode === 'new' ? 'New layout' : 'Open a layout'}
      className="one-editor-dialog"
    >
      {mode === 'open' && (
        <div className="one-editor-dialog-body">
          {error && <p role="alert">The layouts could not be loaded: {error}</p>}
          {!layouts && !error && <p role="status">Loading layouts…</p>}
          {layouts && layouts.length === 0 && <p>No layouts yet. Create one with "New layout".</p>}
          {layouts && layouts.length > 0 && (
            <ul className="one-editor-list">
              {layouts.map((layout) => (
                <li key={layout.id}>
                  <button
                    type="button"
                    className="one-editor-list-button"
                    onClick={() =>
                      leave({
                        title: `Open "${layout.name}"?`,
                        confirmLabel: `Open "${layout.name}"`,
                        go: () => {
                          onClose();
                          void openLayoutStore.getState().open(layout.id);
                        },
                      })
                    }
                  >
                    <strong>{layout.name}</strong>
                    <span>
                      version {layout.revision}
                      {layout.published_revision
                        ? `, published ${layout.published_revision}`
                        : ', not published'}{' '}
                      · changed {new Date(layout.updated_at).toLocaleString()}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {mode === 'new' && (
        <form
          className="one-editor-dialog-body"
          onSubmit={(event) => {
            event.preventDefault();
            const named = name.trim();
            if (!named) return;
            leave({
              title: `Create "${named}"?`,
              confirmLabel: 'Create layout',
              go: () => {
                onClose();
                void openLayoutStore.getState().create(named, from);
              },
            });
          }}
        >
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            value={name}
            maxLength={100}
            required
            onChange={(e) => setName(e.target.value)}
          />
          <fieldset className="one-editor-fieldset">
            <legend>Start from</legend>
            <label className="one-editor-check">
              <input
                type="radio"
                name="from"
                checked={from === 'empty'}
                onChange={() => setFrom('empty')}
              />{' '}
              An empty page
            </label>
            <label className="one-editor-check">
              <input
                type="radio"
                name="from"
                checked={from === 'demo'}
                onChange={() => setFrom('demo')}
              />{' '}
              The demo layout
            </label>
            {pageTemplates.map((template) => (
              <label key={template.id} className="one-editor-check">
                <input
                  type="radio"
                  name="from"
                  checked={from === `template:${template.id}`}
                  onChange={() => setFrom(`template:${template.id}`)}
                />{' '}
                {template.name}
                <span className="one-editor-note"> — {template.description}</span>
              </label>
            ))}
          </fieldset>
          <div className="one-editor-dialog-actions">
            <button type="submit" className="one-editor-button one-editor-primary">
              Create layout
            </button>
          </div>
        </form>
      )}
      {leaving && (
        <ConfirmDialog
          look="editor"
          title={leaving.title}
          description={`${current ? `"${current}" has` : 'This layout has'} changes you have not saved. They stay in this browser as a draft, offered again when you open it.`}
          confirmLabel={leaving.confirmLabel}
          cancelLabel="Stay here"
          onCancel={() => setLeaving(null)}
          onConfirm={() => {
            setLeaving(null);
            leaving.go();
          }}
        />
      )}
    </Modal>
  );
}
