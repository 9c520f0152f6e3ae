import type { StudioSection } from '../sections';

/** A section whose screens come with owner accounts: what it will hold, and nothing to click. */
export function SectionPlaceholder({ section }: { section: StudioSection }) {
  return (
    <div className="one-st-placeholder">
      <h1>{section.label}</h1>
      <p className="one-st-lead">{section.description}</p>
      <p className="one-st-card">
        Coming with owner accounts. Until then the studio and the editor sign in with the site’s
        secret API key.
      </p>
    </div>
  );
}
