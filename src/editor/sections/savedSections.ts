import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { apiErrorMessage } from '../../client';
import type { SectionRecord } from '../../schema/entities/section';
import type { SectionFragmentInput } from '../../schema/sections/sectionFragment';
import { editorClient } from '../persistence/editorClient';

interface SavedSectionsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  sections: SectionRecord[];
  error: string | null;
}

/** The site's saved sections, as the palette lists them; loaded once, kept after each save. */
export const savedSectionsStore = createStore<SavedSectionsState>(() => ({
  status: 'idle',
  sections: [],
  error: null,
}));

export function useSavedSections<T>(select: (state: SavedSectionsState) => T): T {
  return useStore(savedSectionsStore, select);
}

/** Loads the list (again when `force`); a failure is kept for the palette to show. */
export async function loadSavedSections(force = false): Promise<void> {
  const { status } = savedSectionsStore.getState();
  if (!force && (status === 'loading' || status === 'ready')) return;
  savedSectionsStore.setState({ status: 'loading', error: null });
  try {
    const list = await editorClient().sections.list({ limit: 200 });
    savedSectionsStore.setState({ status: 'ready', sections: list?.data ?? [] });
  } catch (error) {
    savedSectionsStore.setState({ status: 'failed', error: apiErrorMessage(error) });
  }
}

/** Saves a section on the server and lists it at once. */
export async function saveSection(
  name: string,
  fragment: SectionFragmentInput,
): Promise<SectionRecord> {
  const created = await editorClient().sections.create({ name, fragment });
  savedSectionsStore.setState((state) => ({
    sections: [...state.sections.filter((s) => s.id !== created.id), created],
  }));
  return created;
}

export async function deleteSavedSection(id: string): Promise<void> {
  await editorClient().sections.delete(id);
  savedSectionsStore.setState((state) => ({
    sections: state.sections.filter((s) => s.id !== id),
  }));
}
