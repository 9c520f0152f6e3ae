import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { layoutName } from '../../schema/entities/layoutRecord';
import { openLayoutStore } from '../persistence/openLayoutStore';

const MAX_NAME = layoutName.maxLength ?? 100;

/**
 * The layout's name in the top bar, renamed in place: the pencil (or a double-click on the
 * name) turns it into a field; Enter or leaving the field keeps the name, Escape does not.
 * The new name is saved with the next save, like any other change. The button is named by its
 * (hidden) text, not aria-label: a label holding "name" would also answer a search by label for
 * another form's 'Name' field.
 */
export function LayoutName({ name, disabled }: { name: string; disabled: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = name || 'Untitled layout';

  if (draft !== null) {
    const commit = () => {
      openLayoutStore.getState().rename(draft.slice(0, MAX_NAME));
      setDraft(null);
    };
    return (
      <input
        className="one-editor-layout-name-input"
        aria-label="Layout name"
        value={draft}
        maxLength={MAX_NAME}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          // The editor's shortcuts (Ctrl+Z, Delete…) are not the field's.
          event.stopPropagation();
          if (event.key === 'Enter') commit();
          else if (event.key === 'Escape') setDraft(null);
        }}
      />
    );
  }
  return (
    <>
      <h1
        className="one-editor-layout-name"
        title={shown}
        onDoubleClick={() => (disabled ? undefined : setDraft(name))}
      >
        {shown}
      </h1>
      <button
        type="button"
        className="one-editor-icon-button one-editor-rename"
        title="Rename layout"
        disabled={disabled}
        onClick={() => setDraft(name)}
      >
        <Pencil aria-hidden size={14} />
        <span className="one-editor-visually-hidden">Rename layout</span>
      </button>
    </>
  );
}
