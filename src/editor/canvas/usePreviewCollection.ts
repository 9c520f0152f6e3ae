import { useMemo } from 'react';
import { useCollection } from '../../client/hooks/useCollection';
import { collection as collectionSchema, type Collection } from '../../schema/entities/collection';
import { useOpenLayout } from '../persistence/openLayoutStore';

/**
 * The collection of the open layout, so product blocks on the canvas show its real name, price,
 * gallery and attributes — what its visitors will see — instead of a "connect a collection"
 * note. A layout with no collection, or one that cannot be read, previews without one.
 */
export function usePreviewCollection(): Collection | null {
  const collectionId = useOpenLayout((s) => s.collectionId);
  const { data } = useCollection(collectionId);
  return useMemo(() => {
    if (!collectionId || data === undefined) return null;
    const parsed = collectionSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  }, [collectionId, data]);
}
