import { useStore } from 'zustand';
import { closeDialog, dialogStore } from './dialogStore';
import { Modal } from './Modal';

/** Renders every open registered dialog (foundation.md "A modal dialog host"). */
export function DialogHost() {
  const open = useStore(dialogStore, (s) => s.open);
  const registered = useStore(dialogStore, (s) => s.registered);
  return (
    <>
      {open.map((dialog) => {
        const registration = registered[dialog.id];
        if (!registration) return null;
        const close = () => closeDialog(dialog.id);
        return (
          <Modal
            key={dialog.key}
            open
            onOpenChange={(next) => (next ? undefined : close())}
            title={
              typeof registration.title === 'function'
                ? registration.title(dialog.props)
                : registration.title
            }
            width={registration.width}
            labelledBy={registration.labelledBy}
          >
            {registration.render({ props: dialog.props, close })}
          </Modal>
        );
      })}
    </>
  );
}
