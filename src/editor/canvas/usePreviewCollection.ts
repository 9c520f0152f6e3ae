import { useEffect, useState } from 'react';
import { collection as collectionSchema, type Collection } from '../../schema/entities/collection';
import { editorClient } from '../persistence/editorClient';
import { openingKey, takeOpeningRequest } from '../persistence/openingRequests';
import { useOpenLayout } from '../persistence/openLayoutStore';

/**
 * The collection of the open layout, so product blocks on the canvas show its real name, price,
 * gallery and attributes — what its visitors will see — instead of a "connect a collection"
 * note. A layout with no collection, or one that cannot be read, previews without one.
 */
export function usePreviewCollection(): Collection | null {
  const collectionId = useOpenLayout((s) => s.collectionId);
  const [loaded, setLoaded] = useState<{ id: string; collection: Collection | null } | null>(null);

  useEffect(() => {
    if (!collectionId) return;
    const controller = new AbortController();
    const request =
      takeOpeningRequest<unknown>(openingKey.collection(collectionId)) ??
      editorClient().collections.get(collectionId, { signal: controller.signal });
    request
      .then((detail) => {
        const parsed = collectionSchema.safeParse(detail);
        setLoaded({ id: collectionId, collection: parsed.success ? parsed.data : null });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ id: collectionId, collection: null });
      });
    return () => controller.abort();
  }, [collectionId]);

  return collectionId && loaded?.id === collectionId ? loaded.collection : null;
}
