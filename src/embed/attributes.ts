/**
 * The `<vitrine-page>` element's contract (docs/embed.md): the attributes it reads, and what a
 * missing or unknown value means. Kept in one place so a new release keeps old embeds working:
 * attributes are only ever added, never renamed, and an unknown value falls back.
 */
export const EMBED_TAG = 'vitrine-page';

export const OBSERVED_ATTRIBUTES = ['collection', 'token', 'locale', 'theme-mode'] as const;

/** light, dark, or `auto`: the host page's `prefers-color-scheme`. Absent: the theme's own. */
export type EmbedThemeMode = 'light' | 'dark' | 'auto' | null;

export interface EmbedAttributes {
  collection: string | null;
  token: string | null;
  locale: string | null;
  themeMode: EmbedThemeMode;
}

/** What a tap put in the host page's address: `?register=true&code=…`, as on Vitrine's own pages. */
export interface TapParameters {
  register: boolean;
  shortUrl: string | null;
}

export function readAttributes(element: Element): EmbedAttributes {
  const text = (name: string) => element.getAttribute(name)?.trim() || null;
  const mode = text('theme-mode');
  return {
    collection: text('collection'),
    token: text('token'),
    locale: text('locale'),
    themeMode: mode === 'light' || mode === 'dark' || mode === 'auto' ? mode : null,
  };
}

/** The same rule as Vitrine's own token pages: `register` unless false or 0; `code` trimmed. */
export function readTapParameters(search: string): TapParameters {
  const query = new URLSearchParams(search);
  const register = query.get('register');
  return {
    register: register !== null && register !== 'false' && register !== '0',
    shortUrl: query.get('code')?.trim() || null,
  };
}
