/** What GET /v1/embed answers: the site's public settings an embed needs to call the API. */
export interface EmbedConfig {
  publishable_key: string;
  domain: string;
  site_locale: string | null;
}

/**
 * Reads the embed settings from the Vitrine server the script came from. Only the site's
 * embedding origins get an answer their page may read (CORS), so elsewhere this fails and the
 * element says so instead of showing a page.
 */
export async function loadEmbedConfig(origin: string): Promise<EmbedConfig> {
  const response = await fetch(`${origin}/v1/embed`, {
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /v1/embed answered ${response.status}`);
  return (await response.json()) as EmbedConfig;
}
