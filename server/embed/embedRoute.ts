import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../context';
import { errors, json } from '../routes/openapi';

export const EMBED_CONFIG_PATH = '/v1/embed';

const embedConfig = z.object({
  publishable_key: z.string(),
  domain: z.string(),
  site_locale: z.string().nullable(),
});

const route = createRoute({
  method: 'get',
  path: EMBED_CONFIG_PATH,
  tags: ['Embedding'],
  description:
    'No key. What the embed kit (`/embed.js`) needs to call the API from another site: the publishable key (public, as in every visitor page), the session domain and the site language. Readable cross-origin only by the site’s embedding origins (CORS), like every /v1 answer.',
  responses: { 200: json(embedConfig, 'The embed settings'), 400: errors[400] },
});

export function registerEmbedRoutes(app: App) {
  app.openapi(route, (c) => {
    const { config } = c.var.deps;
    return c.json(
      {
        publishable_key: config.publishableKey,
        domain: config.siteDomain,
        site_locale: config.siteLocale,
      },
      200,
    );
  });
}
