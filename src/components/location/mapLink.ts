/** React-free helpers of the location block. */

export interface LocationAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface Coordinates {
  lat?: number;
  lng?: number;
}

/** blocks.md: coordinates are shown with 6 decimals. */
export function formatCoordinates({ lat, lng }: Coordinates): string | null {
  if (lat === undefined || lng === undefined) return null;
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/** The address as display lines: street, then 'City, State Zip', then country. */
export function addressLines({ address, city, state, zip, country }: LocationAddress): string[] {
  const region = [state, zip]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const locality = [city.trim(), region].filter(Boolean).join(', ');
  return [address.trim(), locality, country.trim()].filter(Boolean);
}

/**
 * A map link built from the coordinates when both are set (they are exact), otherwise from the
 * address; null when there is neither.
 */
export function mapLink(address: LocationAddress, coordinates: Coordinates): string | null {
  const exact = coordinates.lat !== undefined && coordinates.lng !== undefined;
  const query = exact
    ? `${coordinates.lat!.toFixed(6)},${coordinates.lng!.toFixed(6)}`
    : addressLines(address).join(', ');
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
