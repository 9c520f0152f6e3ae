import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../client/ClientProvider';
import type { Collection } from '../../schema/entities/collection';
import { studioKeys } from '../data';

interface Props {
  layoutId: string | null;
  collection: Collection;
  tokenId?: string | null;
  label: string;
}

/**
 * A small, live rendering of a layout's latest revision: the visitor renderer at /preview in a
 * frame a quarter of the size, with the collection's data. Nothing in it can be clicked.
 */
export function LayoutPreview({ layoutId, collection, tokenId, label }: Props) {
  const client = useApiClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const layout = useQuery({
    queryKey: studioKeys.layout(layoutId ?? ''),
    queryFn: ({ signal }) => client.layouts.get(layoutId!, signal),
    enabled: Boolean(layoutId),
  });
  const document = layout.data?.document;

  useEffect(() => {
    if (!loaded || !document) return;
    let tries = 0;
    const timer = setInterval(() => {
      const preview = frame.current?.contentWindow?.__vitrinePreview;
      if (preview || ++tries > 50) clearInterval(timer);
      preview?.render({ layout: document, page: { collection, tokenId } });
    }, 100);
    return () => clearInterval(timer);
  }, [loaded, document, collection, tokenId]);

  if (!layoutId)
    return (
      <div className="one-st-preview" role="img" aria-label={`${label}: no layout`}>
        <p className="one-st-preview-empty">No layout chosen</p>
      </div>
    );
  return (
    <div className="one-st-preview">
      <iframe
        ref={frame}
        src="/preview"
        title={`${label}: preview`}
        tabIndex={-1}
        loading="lazy"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
