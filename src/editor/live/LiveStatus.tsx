import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import { useEffect, useState } from 'react';
import { selectLayoutMeta, useOpenLayout } from '../persistence/openLayoutStore';
import { useEditorStore } from '../store/editorStore';
import { selectDirty } from '../store/selectors';
import { LiveDialog } from '../lazy/lazyViews';
import { useAfterCanvas } from '../lazy/useAfterCanvas';
import { loadLive, useLive } from './liveStore';
import {
  PAGE_LABELS,
  placementsOf,
  visitorPath,
  type LivePlacement,
  type PageKind,
} from './liveTargets';
import './liveStatus.css';

/** Whether the version visitors see is the one open here, in words. */
function revisionText(published: number | null, revision: number | null, dirty: boolean): string {
  if (published === null) return 'not published yet';
  if (published === revision && !dirty) return `version ${published} is live: the one open here`;
  return `version ${published} is live; you are editing ${dirty ? 'unsaved changes' : `version ${revision}`}`;
}

/** "Lamps (token pages)", or "Lamps (collection and token pages)" when it serves both. */
function placesText(placements: LivePlacement[]): string {
  const byCollection = new Map<string, { name: string; pages: PageKind[] }>();
  for (const p of placements) {
    const entry = byCollection.get(p.collection.id) ?? { name: p.collection.name, pages: [] };
    entry.pages.push(p.page);
    byCollection.set(p.collection.id, entry);
  }
  return [...byCollection.values()]
    .map(({ name, pages }) =>
      pages.length === 2
        ? `${name} (collection and token pages)`
        : `${name} (${PAGE_LABELS[pages[0]!].toLowerCase()})`,
    )
    .join(', ');
}

/**
 * The top bar's "where it is live": the pages showing this layout, whether visitors see the
 * version open here, a link to the live page, and the choice of page Publish puts it on.
 */
export function LiveStatus({ onNew }: { onNew: () => void }) {
  const meta = useOpenLayout(selectLayoutMeta);
  const dirty = useEditorStore(selectDirty);
  const published = useOpenLayout((s) => s.publishedRevision);
  const status = useOpenLayout((s) => s.status);
  const collections = useLive((s) => s.collections);
  const liveError = useLive((s) => s.error);
  const target = useLive((s) => s.target);
  const firstTokens = useLive((s) => s.firstTokens);
  const [open, setOpen] = useState(false);

  // Opened from the studio to make a new page layout: the new-layout dialog comes first.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.has('collection') && !query.has('layout')) onNew();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Where the layout is live is read once the canvas has painted it: the request and its
  // answer never compete with the first screen, and the status says it is still checking.
  const afterCanvas = useAfterCanvas();
  useEffect(() => {
    if (status === 'ready' && afterCanvas) void loadLive();
  }, [status, meta.layoutId, afterCanvas]);

  // Its place in the top bar is kept while the layout opens, so the bar wraps the same then.
  if (status !== 'ready') return <div className="one-editor-topbar-group one-editor-live" />;
  const placements = meta.layoutId ? placementsOf(meta.layoutId, collections ?? []) : [];
  const first = placements[0];
  const firstToken = first ? (firstTokens[first.collection.id] ?? null) : null;
  const liveHref =
    first && published !== null && (first.page === 'collection' || firstToken)
      ? visitorPath(first.collection.slug, first.page, firstToken)
      : null;
  const targetCollection = target
    ? collections?.find((c) => c.id === target.collectionId)
    : undefined;
  const where =
    placements.length > 0
      ? `Live on ${placesText(placements)}`
      : targetCollection && target
        ? `Publish puts it on ${targetCollection.name} (${PAGE_LABELS[target.page].toLowerCase()})`
        : collections === null
          ? liveError
            ? 'Could not check where it is live'
            : 'Checking where it is live…'
          : 'Not on any page';

  const text =
    placements.length > 0 ? `${where} · ${revisionText(published, meta.revision, dirty)}` : where;
  return (
    <div className="one-editor-topbar-group one-editor-live">
      <span className="one-editor-live-status" data-testid="live-status" title={text}>
        {text}
      </span>
      <button
        type="button"
        className="one-editor-icon-button"
        aria-label="Choose where this layout is live"
        title="Choose where this layout is live"
        onClick={() => setOpen(true)}
      >
        <MapPin aria-hidden size={16} />
      </button>
      {liveHref && (
        <a className="one-editor-button" href={liveHref} target="_blank" rel="noreferrer">
          View live page <ExternalLink aria-hidden size={14} />
        </a>
      )}
      <LiveDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
