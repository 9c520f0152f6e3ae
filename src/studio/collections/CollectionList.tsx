import Plus from 'lucide-react/icons/plus';
import type { Collection } from '../../schema/entities/collection';
import type { LayoutSummary } from '../../schema/entities/layoutRecord';
import { layoutOfPage, liveState } from '../../editor/live/liveTargets';
import { useCollections, useLayouts } from '../data';
import { QueryState } from '../shell/QueryState';
import { StudioLink } from '../shell/StudioLink';
import { studioPaths } from '../shell/studioRouter';

function CollectionRow({
  collection,
  layouts,
}: {
  collection: Collection;
  layouts: LayoutSummary[];
}) {
  const page = liveState(layouts.find((l) => l.id === layoutOfPage(collection, 'collection')));
  const token = liveState(layouts.find((l) => l.id === layoutOfPage(collection, 'token')));
  return (
    <li className="one-st-collection">
      {collection.image ? (
        <img src={collection.image} alt="" />
      ) : (
        <span className="one-st-thumb-empty" aria-hidden />
      )}
      <div>
        <h2>
          <StudioLink href={studioPaths.collection(collection.id)}>{collection.name}</StudioLink>{' '}
          {collection.archived && <span className="one-st-chip">Archived</span>}
        </h2>
        <p>/c/{collection.slug}</p>
        <p>
          Collection page: {page.text} · Token pages: {token.text}
        </p>
      </div>
      <div className="one-st-row">
        <StudioLink className="one-st-button" href={studioPaths.collection(collection.id)}>
          Edit<span className="one-st-sr"> {collection.name}</span>
        </StudioLink>
        <StudioLink className="one-st-button" href={studioPaths.tokens(collection.id)}>
          Tokens<span className="one-st-sr"> of {collection.name}</span>
        </StudioLink>
      </div>
    </li>
  );
}

/** Every collection of the site, archived ones last, with what their pages show. */
export function CollectionList() {
  const collections = useCollections();
  const layouts = useLayouts();
  const all = collections.data?.data ?? [];
  const active = all.filter((c) => !c.archived);
  const archived = all.filter((c) => c.archived);
  return (
    <>
      <div className="one-st-spread">
        <div>
          <h1>Collections</h1>
          <p className="one-st-lead">Numbered items, their pages, tokens and tap codes.</p>
        </div>
        <StudioLink className="one-st-button one-st-primary" href={studioPaths.newCollection()}>
          <Plus aria-hidden size={16} /> New collection
        </StudioLink>
      </div>
      <QueryState
        isPending={collections.isPending || layouts.isPending}
        error={collections.error ?? layouts.error}
        what="Collections"
      >
        {active.length === 0 ? (
          <p className="one-st-card">No collections yet. Create the first one.</p>
        ) : (
          <ul className="one-st-list" aria-label="Collections">
            {active.map((c) => (
              <CollectionRow key={c.id} collection={c} layouts={layouts.data ?? []} />
            ))}
          </ul>
        )}
        {archived.length > 0 && (
          <section aria-labelledby="archived-title">
            <h2 id="archived-title" style={{ marginTop: 28 }}>
              Archived
            </h2>
            <ul className="one-st-list" aria-label="Archived collections">
              {archived.map((c) => (
                <CollectionRow key={c.id} collection={c} layouts={layouts.data ?? []} />
              ))}
            </ul>
          </section>
        )}
      </QueryState>
    </>
  );
}
