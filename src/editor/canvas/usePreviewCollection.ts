import { useEffect, useMemo, useState } from 'react';
import { useCollection } from '../../client/hooks/useCollection';
import type { Collection, collection } from '../../schema/entities/collection';
import { useOpenLayout } from '../persistence/openLayoutStore';

type CollectionSchema = typeof collection;

/**
 * The collection's schema, fetched the first time a preview needs it: the collection arrives
 * after the canvas has painted, so the editor starts without building it.
 */
let loadedSchema: CollectionSchema | null = null;
function loadCollectionSchema(): Promise<CollectionSchema> {
  return import('../../schema/entities/collection').then((module) => {
    loadedSchema = module.collection;
    return loadedSchema;
  });
}

/**
 * The collection of the open layout, so product blocks on the canvas show its real name, price,
 * gallery and attributes — what its visitors will see — instead of a "connect a collection"
 * note. A layout with no collection, or one that cannot be read, previews without one.
 */
export function usePreviewCollection(): Collection | null {
  const collectionId = useOpenLayout((s) => s.collectionId);
  const { data } = useCollection(collectionId);
  const [schema, setSchema] = useState(loadedSchema);
  const wanted = Boolean(collectionId) && data !== undefined;
  useEffect(() => {
    if (!wanted || schema) return;
    let current = true;
    loadCollectionSchema().then(
      (loaded) => {
        if (current) setSchema(() => loaded);
      },
      (error: unknown) => console.error('Vitrine: the collection preview could not load', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, schema]);
  return useMemo(() => {
    if (!collectionId || data === undefined || !schema) return null;
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  }, [collectionId, data, schema]);
}
