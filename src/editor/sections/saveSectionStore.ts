import { createStore } from 'zustand/vanilla';
import type { SectionFragmentInput } from '../../schema/sections/sectionFragment';

/** What the "Save as section" dialog is about to save; null while it is closed. */
export const saveSectionStore = createStore<{
  pending: { fragment: SectionFragmentInput; name: string; what: 'component' | 'area' } | null;
}>(() => ({ pending: null }));

export function openSaveSection(pending: {
  fragment: SectionFragmentInput;
  name: string;
  what: 'component' | 'area';
}): void {
  saveSectionStore.setState({ pending });
}

export function closeSaveSection(): void {
  saveSectionStore.setState({ pending: null });
}
