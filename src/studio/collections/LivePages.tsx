import ExternalLink from 'lucide-react/icons/external-link';
import type { Collection } from '../../schema/entities/collection';
import type { LayoutSummary } from '../../schema/entities/layoutRecord';
import { layoutOfPage, liveState, PAGE_LABELS, visitorPath } from '../../editor/live/liveTargets';

interface Props {
  collection: Collection;
  layouts: LayoutSummary[];
  /** A token of the collection, for the token page's link; none: no link. */
  firstTokenId?: string | null;
  headingLevel?: 'h2' | 'h3';
}

/** Each page of the collection: the layout live there, its published version, the live page. */
export function LivePages({ collection, layouts, firstTokenId, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  return (
    <div>
      <Heading>Live pages</Heading>
      <ul className="one-st-live">
        {(['collection', 'token'] as const).map((page) => {
          const layoutId = layoutOfPage(collection, page);
          const layout = layouts.find((l) => l.id === layoutId);
          const state = liveState(layout);
          const canLink = page === 'collection' || Boolean(firstTokenId);
          return (
            <li key={page}>
              <strong>{PAGE_LABELS[page]}:</strong>
              <span className={state.live ? 'one-st-ok' : 'one-st-warn'}>{state.text}</span>
              {layout && (
                <a
                  href={`/editor?layout=${encodeURIComponent(layout.id)}&collection=${encodeURIComponent(collection.id)}&page=${page}`}
                >
                  Edit
                  <span className="one-st-sr"> the {PAGE_LABELS[page].toLowerCase()} layout</span>
                </a>
              )}
              {state.live && canLink && !collection.archived && (
                <a
                  href={visitorPath(collection.slug, page, firstTokenId)}
                  target="_blank"
                  rel="noreferrer"
                >
                  View live page
                  <span className="one-st-sr"> ({PAGE_LABELS[page].toLowerCase()})</span>{' '}
                  <ExternalLink aria-hidden size={13} />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
