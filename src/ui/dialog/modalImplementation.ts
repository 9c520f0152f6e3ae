import type { RadixModal } from './RadixModal';

/**
 * Radix's dialog (./RadixModal.tsx) loads the first time a dialog opens, or ahead when a page
 * is idle: no page needs it to show. Whoever imports that module makes it available here.
 */
let implementation: typeof RadixModal | null = null;
let loading: Promise<typeof RadixModal> | null = null;

export function provideRadixModal(component: typeof RadixModal): void {
  implementation = component;
}

export function loadedRadixModal(): typeof RadixModal | null {
  return implementation;
}

/** Loads the dialog's code once; a failed load may be tried again. */
export function loadRadixModal(): Promise<typeof RadixModal> {
  if (implementation) return Promise.resolve(implementation);
  loading ??= import('./RadixModal').then(
    (module) => {
      provideRadixModal(module.RadixModal);
      return module.RadixModal;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
