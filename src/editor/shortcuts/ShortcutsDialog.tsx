import { Fragment } from 'react';
import { Modal } from '../../ui/dialog/Modal';
import { shortcutGroups } from './shortcutList';

/** The keyboard shortcuts, grouped, each with its keys ("?" or the top bar's button opens it). */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      width={560}
      className="one-editor-dialog"
    >
      <p className="one-editor-help">Shortcuts work when the focus is not in a text field.</p>
      {shortcutGroups().map((group) => (
        <section key={group.title} className="one-editor-shortcut-group">
          <h3>{group.title}</h3>
          <dl className="one-editor-shortcuts">
            {group.entries.map((entry) => (
              <div key={entry.action} className="one-editor-shortcut">
                <dt>
                  {entry.keys.map((combo, i) => (
                    <Fragment key={combo.join('+')}>
                      {i > 0 ? ' or ' : null}
                      <span className="one-editor-shortcut-combo">
                        {combo.map((k, j) => (
                          <span key={k}>
                            {j > 0 ? '+' : ''}
                            <kbd>{k}</kbd>
                          </span>
                        ))}
                      </span>
                    </Fragment>
                  ))}
                </dt>
                <dd>{entry.action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Modal>
  );
}
