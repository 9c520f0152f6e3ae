import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

export interface DialogRenderArgs<P = Record<string, unknown>> {
  props: P;
  close: () => void;
}

/** A dialog the host can open by id. */
export interface DialogRegistration<P = Record<string, unknown>> {
  /** Title of the dialog (its accessible name), or one made from the props it was opened with. */
  title: string | ((props: P) => string);
  render: (args: DialogRenderArgs<P>) => ReactNode;
  /** Called whenever the dialog closes (foundation.md "Closing calls its close hook"). */
  onClose?: () => void;
  /** Width of the dialog in px. */
  width?: number;
  /** Id of an element the dialog renders that names it better than its title. */
  labelledBy?: string;
  /**
   * Asked when the dialog's owner unregisters it while it is open. True keeps it on screen, under
   * an id of its own, until it is closed: a registration's success screen outlives the block
   * that made it when the page after the registration shows another layout.
   */
  keepOpenOnUnregister?: () => boolean;
}

export interface OpenDialog {
  id: string;
  props: Record<string, unknown>;
  /** When it was opened (foundation.md "Opening records the time"). */
  openedAt: number;
  /** Names this opening for the host; it stays the same when the dialog is kept open. */
  key: string;
}

interface DialogState {
  registered: Record<string, DialogRegistration>;
  open: OpenDialog[];
}

export const dialogStore = createStore<DialogState>(() => ({ registered: {}, open: [] }));

/** Registers a dialog by id; returns the unregister function. */
export function registerDialog<P extends Record<string, unknown>>(
  id: string,
  registration: DialogRegistration<P>,
): () => void {
  dialogStore.setState((s) => ({
    registered: { ...s.registered, [id]: registration as unknown as DialogRegistration },
  }));
  return () =>
    dialogStore.setState((s) => {
      if (s.registered[id] !== (registration as unknown)) return s;
      const registered = { ...s.registered };
      delete registered[id];
      const shown = s.open.find((d) => d.id === id);
      if (shown && registration.keepOpenOnUnregister?.()) {
        const keptId = `${id}#${shown.key}`;
        registered[keptId] = {
          ...(registration as unknown as DialogRegistration),
          onClose: () => {
            registration.onClose?.();
            dialogStore.setState((now) => {
              const rest = { ...now.registered };
              delete rest[keptId];
              return { registered: rest };
            });
          },
        };
        return { registered, open: s.open.map((d) => (d === shown ? { ...d, id: keptId } : d)) };
      }
      return { registered, open: s.open.filter((d) => d.id !== id) };
    });
}

let openings = 0;

/** Opens a registered dialog; an unknown id warns (foundation.md). */
export function openDialog(id: string, props: Record<string, unknown> = {}): boolean {
  const state = dialogStore.getState();
  if (!state.registered[id]) {
    console.warn(`Dialog with id "${id}" is not registered`);
    return false;
  }
  openings += 1;
  dialogStore.setState({
    open: [
      ...state.open.filter((d) => d.id !== id),
      { id, props, openedAt: Date.now(), key: `${id}-${openings}` },
    ],
  });
  return true;
}

export function closeDialog(id: string): void {
  const state = dialogStore.getState();
  if (!state.open.some((d) => d.id === id)) return;
  dialogStore.setState({ open: state.open.filter((d) => d.id !== id) });
  state.registered[id]?.onClose?.();
}

export function isDialogOpen(id: string): boolean {
  return dialogStore.getState().open.some((d) => d.id === id);
}
