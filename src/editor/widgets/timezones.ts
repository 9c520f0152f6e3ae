/** IANA zones this browser knows, grouped by region for the picker; UTC first. */
export function timezoneList(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...zones]);
  return [...all];
}

export function timezoneGroups(zones: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other';
    const list = groups.get(region) ?? [];
    list.push(zone);
    groups.set(region, list);
  }
  return groups;
}

export function isKnownTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
