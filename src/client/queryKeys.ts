/** One place for cache keys, so invalidations after a registration hit every reader. */
export const queryKeys = {
  activities: (query?: object) =>
    query ? (['activities', query] as const) : (['activities'] as const),
  ownership: (query?: object) =>
    query ? (['ownership', query] as const) : (['ownership'] as const),
  ownerProducts: (query?: object) =>
    query ? (['owner-products', query] as const) : (['owner-products'] as const),
  registrationSettings: (query?: object) =>
    query ? (['registration-settings', query] as const) : (['registration-settings'] as const),
  collection: (id?: string, options?: object) =>
    id === undefined ? (['collection'] as const) : (['collection', id, options ?? {}] as const),
  collections: (query?: object) => ['collections', query ?? {}] as const,
  layout: (id?: string) => (id === undefined ? (['layout'] as const) : (['layout', id] as const)),
  layouts: (query?: object) => (query ? (['layouts', query] as const) : (['layouts'] as const)),
  layoutVersions: (id: string) => ['layout-versions', id] as const,
  layoutVersion: (id: string, revision: number) => ['layout-versions', id, revision] as const,
  session: (domain?: string) =>
    domain === undefined ? (['session'] as const) : (['session', domain] as const),
  users: (query?: object) => ['users', query ?? {}] as const,
  currentSite: () => ['current-site'] as const,
};

/** blocks.md: activity query fresh 300000 ms, kept 600000 ms; ownership and settings 5 minutes. */
export const ACTIVITIES_STALE_MS = 300_000;
export const ACTIVITIES_GC_MS = 600_000;
export const OWNERSHIP_STALE_MS = 5 * 60_000;
export const REGISTRATION_SETTINGS_STALE_MS = 5 * 60_000;
