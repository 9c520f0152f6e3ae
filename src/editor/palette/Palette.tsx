import { useId, useState } from 'react';
import { showToast } from '../../ui/toast/toastStore';
import { MediaLibraryButton } from '../media/MediaLibraryButton';
import { useOpenLayout } from '../persistence/openLayoutStore';
import { editorStore } from '../store/editorStore';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules } from '../lazy/lazyModule';
import { sectionsPart } from '../lazy/parts';
import { useAfterCanvas } from '../lazy/useAfterCanvas';
import { addTarget } from './addTarget';
import { PaletteItemButton } from './PaletteItemButton';
import { searchPalette, type PaletteItem } from './paletteItems';

/**
 * The palette's sections once their code is in; while it is fetched, that they are loading.
 * They sit below every component type, so their code is fetched after the canvas has painted,
 * as the inspector's is.
 */
function Sections(props: { query: string; disabled: boolean }) {
  const after = useAfterCanvas();
  const state = useLazyModules(after ? [sectionsPart] : [], { background: true });
  const View = sectionsPart.loaded()?.PaletteSections;
  if (View) return <View {...props} />;
  if (!after) return null;
  return <LoadingPart state={state === 'failed' ? 'failed' : 'loading'} what="the sections" />;
}

/** The "Add" tab: every component type, searchable, grouped; then the sections. */
export function Palette() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = searchPalette(query);
  // Until a layout is open (still loading, or it failed to open) there is no page to add to.
  const ready = useOpenLayout((s) => s.status === 'ready');

  function add(item: PaletteItem) {
    const state = editorStore.getState();
    const target = addTarget(state.document, state.selection);
    if (!target) {
      showToast({
        title: 'Add an area first',
        description: 'Components live in areas of the grid. Use "Add area" above the canvas.',
      });
      return;
    }
    try {
      state.addComponent(item.type, target.slot, target.index);
    } catch (error) {
      showToast({
        title: `Could not add ${item.label}`,
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="one-editor-palette">
      <label htmlFor={searchId} className="one-editor-visually-hidden">
        Search components
      </label>
      <input
        id={searchId}
        type="search"
        className="one-editor-search"
        placeholder="Search components"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="one-editor-note">
        Drag onto the canvas, or focus one and press Space, then the arrow keys.
      </p>
      <MediaLibraryButton disabled={!ready} />
      {groups.length === 0 && <p role="status">No component matches "{query}".</p>}
      {groups.map(({ group, items }) => (
        <section key={group} aria-label={group}>
          <h3 className="one-editor-palette-group">{group}</h3>
          <ul className="one-editor-palette-list">
            {items.map((item) => (
              <PaletteItemButton key={item.type} item={item} onAdd={add} disabled={!ready} />
            ))}
          </ul>
        </section>
      ))}
      <Sections query={query} disabled={!ready} />
    </div>
  );
}
