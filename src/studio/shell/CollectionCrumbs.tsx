import { StudioLink } from './StudioLink';
import { studioPaths } from './studioRouter';

/** A screen between the collection and the one shown ("Tokens" above the QR sheet). */
export interface Crumb {
  href: string;
  label: string;
}

/**
 * "Collections / {collection} /" above a collection's own screens, then the screens between it
 * and this one: every screen of a collection names the collection in its trail.
 */
export function CollectionCrumbs({
  id,
  name,
  trail = [],
}: {
  id: string;
  name: string | undefined;
  trail?: readonly Crumb[];
}) {
  return (
    <p className="one-st-crumbs">
      <StudioLink href="/studio">Collections</StudioLink> /{' '}
      {name !== undefined && <StudioLink href={studioPaths.collection(id)}>{name}</StudioLink>} /
      {trail.map((crumb) => (
        <span key={crumb.href}>
          {' '}
          <StudioLink href={crumb.href}>{crumb.label}</StudioLink> /
        </span>
      ))}
    </p>
  );
}
