import { StudioLink } from './StudioLink';
import { studioPaths } from './studioRouter';

/** "Collections / {collection} /" above a collection's own screens. */
export function CollectionCrumbs({ id, name }: { id: string; name: string | undefined }) {
  return (
    <p className="one-st-crumbs">
      <StudioLink href="/studio">Collections</StudioLink> /{' '}
      {name !== undefined && <StudioLink href={studioPaths.collection(id)}>{name}</StudioLink>} /
    </p>
  );
}
