import { useDraggable } from '@dnd-kit/core';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiErrorMessage } from '../../client';
import type { SectionFragmentInput } from '../../schema/sections/sectionFragment';
import { starterSections } from '../../schema/sections/starterSections';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';
import { showToast } from '../../ui/toast/toastStore';
import type { DragData } from '../dnd/dragData';
import { addTarget } from '../palette/addTarget';
import { editorStore } from '../store/editorStore';
import type { InsertableSection } from '../store/actions/insertSection';
import { insertableSection } from './insertableSection';
import { deleteSavedSection, loadSavedSections, useSavedSections } from './savedSections';
import './sections.css';

interface SectionItem {
  key: string;
  name: string;
  description: string;
  section: InsertableSection;
  savedId?: string;
}

/**
 * Puts a section on the page as one undo step: a whole area becomes a new row under the others;
 * components go after the selection (as a paste), or into a new row when the page has no area.
 */
export function insertFromPalette(item: { name: string; section: InsertableSection }): void {
  const state = editorStore.getState();
  const target = item.section.area ? null : addTarget(state.document, state.selection);
  try {
    state.insertSection(item.section, target ?? 'new-area');
  } catch (error) {
    showToast({
      title: `Could not insert ${item.name}`,
      description: (error as Error).message,
      variant: 'destructive',
    });
  }
}

function describe(fragment: SectionFragmentInput): string {
  const count = fragment.components?.length ?? 0;
  const parts = `${count} component${count === 1 ? '' : 's'}`;
  return fragment.area ? `An area with ${parts}` : parts;
}

function SectionButton({
  item,
  disabled,
  onDeleted,
}: {
  item: SectionItem;
  disabled: boolean;
  /** After the server deleted it and the palette let it go. */
  onDeleted?: () => void;
}) {
  const data: DragData = { kind: 'section', section: item.section, label: item.name };
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `section:${item.key}`,
    data,
    disabled,
  });
  const [asking, setAsking] = useState(false);
  return (
    <li className="one-editor-section-entry">
      <button
        ref={setNodeRef}
        type="button"
        className="one-editor-palette-item one-editor-section-item"
        {...attributes}
        {...listeners}
        title={item.description}
        disabled={disabled}
        onClick={() => insertFromPalette(item)}
      >
        <LayoutTemplate aria-hidden size={16} />
        <span>
          <span className="one-editor-section-name">{item.name}</span>
          <span className="one-editor-section-description">{item.description}</span>
        </span>
        {/* Named by what it shows first (what a voice user says), then what a click does. */}
        <span className="one-editor-visually-hidden">, a section: insert into the page</span>
      </button>
      {item.savedId ? (
        <button
          type="button"
          className="one-editor-section-delete"
          aria-label={`Delete the ${item.name} section`}
          title="Delete this section (pages that use it keep their copy)"
          onClick={() => setAsking(true)}
        >
          <Trash2 aria-hidden size={14} />
        </button>
      ) : null}
      {asking && item.savedId ? (
        <ConfirmDialog
          look="editor"
          danger
          title={`Delete the section "${item.name}"?`}
          description="It leaves the palette for everyone editing this site. Pages that already use it keep their copy; this cannot be undone."
          confirmLabel="Delete section"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            deleteSavedSection(item.savedId!).then(onDeleted, (error: unknown) =>
              showToast({
                title: 'Could not delete the section',
                description: apiErrorMessage(error),
                variant: 'destructive',
              }),
            );
          }}
        />
      ) : null}
    </li>
  );
}

function matches(item: SectionItem, words: string[]): boolean {
  const haystack = `${item.name} ${item.description} section`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The palette's "Sections": the site's saved sections, then the starter library. A click
 * inserts one (a whole area as a new row); a drag puts its components where it is dropped.
 */
export function PaletteSections({ query, disabled }: { query: string; disabled: boolean }) {
  const status = useSavedSections((s) => s.status);
  const saved = useSavedSections((s) => s.sections);
  const error = useSavedSections((s) => s.error);
  useEffect(() => {
    void loadSavedSections();
  }, []);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const sections = useRef<HTMLElement>(null);
  const savedList = useRef<HTMLUListElement>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  // A deleted section's button goes with it: focus moves to the section now in its place (the
  // one after it, or the last), or to the list's heading when none is left — never to the page.
  const [refocusAt, setRefocusAt] = useState<{ index: number } | null>(null);
  useEffect(() => {
    if (!refocusAt) return;
    // After the dialog's own hand-back of focus to the delete button, which runs on a timer.
    const timer = window.setTimeout(() => {
      // Unless the owner has gone elsewhere while the server answered.
      const active = document.activeElement;
      if (active && active !== document.body && !sections.current?.contains(active)) return;
      const entries = savedList.current?.querySelectorAll<HTMLButtonElement>(
        '.one-editor-section-item',
      );
      const next = entries?.[Math.min(refocusAt.index, entries.length - 1)];
      (next ?? savedHeading.current)?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [refocusAt]);
  const savedItems = useMemo(
    () =>
      saved.flatMap((record): SectionItem[] => {
        const section = insertableSection(record.fragment);
        return section
          ? [
              {
                key: record.id,
                name: record.name,
                description: describe(record.fragment),
                section,
                savedId: record.id,
              },
            ]
          : [];
      }),
    [saved],
  );
  const starterItems = useMemo(
    () =>
      starterSections.flatMap((starter): SectionItem[] => {
        const section = insertableSection(starter.fragment);
        return section
          ? [
              {
                key: `starter-${starter.id}`,
                name: starter.name,
                description: starter.description,
                section,
              },
            ]
          : [];
      }),
    [],
  );
  const shownSaved = savedItems.filter((item) => matches(item, words));
  const shownStarter = starterItems.filter((item) => matches(item, words));
  if (words.length > 0 && shownSaved.length === 0 && shownStarter.length === 0) return null;
  return (
    <section ref={sections} aria-label="Sections" className="one-editor-palette-sections">
      <h3 className="one-editor-palette-group">Sections</h3>
      <h4 ref={savedHeading} tabIndex={-1} className="one-editor-section-subgroup">
        Saved on this site
      </h4>
      {status === 'loading' && <p role="status">Loading sections…</p>}
      {status === 'failed' && (
        <p role="alert" className="one-editor-section-problem">
          The saved sections could not be loaded: {error}{' '}
          <button
            type="button"
            className="one-editor-button"
            onClick={() => void loadSavedSections(true)}
          >
            Try again
          </button>
        </p>
      )}
      {status === 'ready' && savedItems.length === 0 && words.length === 0 && (
        <p className="one-editor-note">
          None yet. Right-click a component and choose "Save as section".
        </p>
      )}
      {shownSaved.length > 0 && (
        <ul ref={savedList} className="one-editor-section-list" aria-label="Saved sections">
          {shownSaved.map((item, index) => (
            <SectionButton
              key={item.key}
              item={item}
              disabled={disabled}
              onDeleted={() => setRefocusAt({ index })}
            />
          ))}
        </ul>
      )}
      {shownStarter.length > 0 && (
        <>
          <h4 className="one-editor-section-subgroup">Starter sections</h4>
          <ul className="one-editor-section-list" aria-label="Starter sections">
            {shownStarter.map((item) => (
              <SectionButton key={item.key} item={item} disabled={disabled} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
