import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../client/ClientProvider';
import { parseLayoutDocument } from '../../components/schemaRegistry';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import { PageContext } from '../../renderer/PageContext';
import type { Collection } from '../../schema/entities/collection';
import { studioKeys } from '../data';

interface Props {
  layoutId: string | null;
  collection: Collection;
  tokenId?: string | null;
  label: string;
}

/**
 * A small rendering of a layout's latest revision: the visitor renderer (in builder mode, so
 * nothing in it reaches out or opens), with the collection's data, at a quarter of its size.
 * It is a picture for the owner: inert, out of the tab order and the accessibility tree.
 */
export function LayoutPreview({ layoutId, collection, tokenId, label }: Props) {
  const client = useApiClient();
  const layout = useQuery({
    queryKey: studioKeys.layout(layoutId ?? ''),
    queryFn: ({ signal }) => client.layouts.get(layoutId!, signal),
    enabled: Boolean(layoutId),
  });
  const parsed = useMemo(
    () => (layout.data ? parseLayoutDocument(layout.data.document) : null),
    [layout.data],
  );
  const page = useMemo(() => ({ collection, tokenId }), [collection, tokenId]);
  const name = layout.data?.name;
  return (
    <figure className="one-st-preview-figure">
      <div className="one-st-preview" aria-hidden="true" inert>
        {!layoutId ? (
          <p className="one-st-preview-empty">No layout chosen</p>
        ) : parsed?.ok ? (
          <div className="one-st-preview-scale">
            <PageContext.Provider value={page}>
              <LayoutRenderer layout={parsed.layout} builder />
            </PageContext.Provider>
          </div>
        ) : (
          <p className="one-st-preview-empty">{layout.isPending ? 'Loading…' : 'No preview'}</p>
        )}
      </div>
      <figcaption className="one-st-help">
        {layoutId ? `${label}: preview of “${name ?? '…'}”, latest version` : `${label}: none`}
      </figcaption>
    </figure>
  );
}
