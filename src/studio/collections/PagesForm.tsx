import { useId, useState } from 'react';
import { apiErrorMessage } from '../../client';
import type { CollectionDetail } from '../../schema/entities/collection';
import type { LayoutSummary } from '../../schema/entities/layoutRecord';
import { showToast } from '../../ui/toast/toastStore';
import { usePatchCollection } from '../data';
import { LayoutPreview } from './LayoutPreview';
import { LayoutSelect } from './LayoutSelect';
import { LivePages } from './LivePages';

interface Props {
  collection: CollectionDetail;
  layouts: LayoutSummary[];
  firstTokenId: string | null;
}

/** Which layout the collection page and the token pages show, with previews and the live state. */
export function PagesForm({ collection, layouts, firstTokenId }: Props) {
  const id = useId();
  const patch = usePatchCollection(collection.id);
  const [pageLayout, setPageLayout] = useState(collection.layout_id ?? null);
  const [tokenLayout, setTokenLayout] = useState(collection.token_layout_id ?? null);
  const editorHref = (page: 'collection' | 'token') =>
    `/editor?collection=${encodeURIComponent(collection.id)}&page=${page}`;
  return (
    <form
      className="one-st-card"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        patch.mutate(
          { layout_id: pageLayout, token_layout_id: tokenLayout },
          { onSuccess: () => showToast({ title: 'Pages saved', variant: 'success' }) },
        );
      }}
    >
      <h2 id={`${id}-title`}>Pages</h2>
      <p className="one-st-help">
        Visitors see the published version of the chosen layout. Make or change a layout in the
        editor, then publish it there.
      </p>
      <div className="one-st-grid2" style={{ marginTop: 12 }}>
        <div>
          <LayoutSelect
            id={`${id}-page`}
            label="Collection page layout"
            value={pageLayout}
            onChange={setPageLayout}
            layouts={layouts}
            emptyLabel="None"
            help={`Shown at /c/${collection.slug}.`}
          />
          <LayoutPreview
            layoutId={pageLayout}
            collection={collection}
            label="Collection page layout"
          />
        </div>
        <div>
          <LayoutSelect
            id={`${id}-token`}
            label="Token page layout"
            value={tokenLayout}
            onChange={setTokenLayout}
            layouts={layouts}
            emptyLabel="Same as the collection page"
            help={`Shown at /c/${collection.slug}/{number}, unless a token has its own.`}
          />
          <LayoutPreview
            layoutId={tokenLayout ?? pageLayout}
            collection={collection}
            tokenId={firstTokenId}
            label="Token page layout"
          />
        </div>
      </div>
      {patch.error && (
        <p role="alert" className="one-st-error">
          Not saved: {apiErrorMessage(patch.error)}
        </p>
      )}
      <div className="one-st-row" style={{ marginTop: 14 }}>
        <button type="submit" className="one-st-button one-st-primary" disabled={patch.isPending}>
          Save pages
        </button>
        <a className="one-st-button" href={editorHref('collection')}>
          New collection page layout in the editor
        </a>
        <a className="one-st-button" href={editorHref('token')}>
          New token page layout in the editor
        </a>
      </div>
      <div style={{ marginTop: 18 }}>
        <LivePages collection={collection} layouts={layouts} firstTokenId={firstTokenId} />
      </div>
    </form>
  );
}
