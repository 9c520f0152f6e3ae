import { sectionFragment, type SectionFragmentInput } from '../../schema/sections/sectionFragment';
import type { InsertableSection } from '../store/actions/insertSection';

/** A section's fragment with its defaults filled, as the editor inserts it; null if it is not one. */
export function insertableSection(fragment: SectionFragmentInput): InsertableSection | null {
  const parsed = sectionFragment().safeParse(fragment);
  return parsed.success ? parsed.data : null;
}
