import { createStore } from 'zustand/vanilla';

/** foundation.md: a dismissed toast is removed 3000 ms later. */
export const TOAST_REMOVE_DELAY = 3000;
/** How long a toast stays before it dismisses itself, unless the caller says otherwise. */
export const DEFAULT_TOAST_DURATION = 3000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself. */
  duration?: number;
}

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>[]>();

function clearTimers(id: number) {
  for (const timer of timers.get(id) ?? []) clearTimeout(timer);
  timers.delete(id);
}

function remove(id: number) {
  clearTimers(id);
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

/** Dismisses a toast; it is removed TOAST_REMOVE_DELAY later (foundation.md). */
export function dismissToast(id: number): void {
  const toast = toastStore.getState().toasts.find((t) => t.id === id);
  if (!toast || !toast.open) return;
  clearTimers(id);
  toastStore.setState((state) => ({
    toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
  }));
  timers.set(id, [setTimeout(() => remove(id), TOAST_REMOVE_DELAY)]);
}

/** Shows a toast. One at a time: only the newest is kept (foundation.md). */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  for (const old of toastStore.getState().toasts) clearTimers(old.id);
  const toast: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? DEFAULT_TOAST_DURATION,
    open: true,
  };
  toastStore.setState({ toasts: [toast] });
  timers.set(id, [setTimeout(() => dismissToast(id), toast.duration)]);
  return id;
}
