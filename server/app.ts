import { OpenAPIHono } from '@hono/zod-openapi';
import { apiKeyMiddleware } from './auth/keys';
import type { AppEnv, Deps } from './context';
import { errorBody, formatIssues, handleError } from './errors';
import { inputGuard } from './inputGuard';
import { embedCors } from './embed/cors';
import { registerEmbedRoutes } from './embed/embedRoute';
import { embeddedQueue } from './middleware/embeddedQueue';
import { hostSite, unknownHostIs404 } from './middleware/hostSite';
import { idempotencyKey } from './middleware/idempotencyKey';
import { writeLimit } from './middleware/writeLimit';
import { registerOpenApi } from './openapiDoc';
import { registerCrawlerFiles } from './pages/crawlerFiles';
import { registerAccessRoutes } from './routes/access';
import { registerActivityRoutes } from './routes/activities';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerModerationRoutes } from './routes/moderation';
import { registerRegistrationAdminRoutes } from './routes/registrationAdmin';
import { registerAnalyticsReportRoutes } from './routes/analyticsReport';
import { registerCollectionPageRoutes } from './routes/collectionPages';
import { registerCollectionRoutes } from './routes/collections';
import { registerHealthRoutes } from './routes/health';
import { registerCollectionWriteRoutes } from './routes/collectionWrites';
import { registerDevOutbox } from './routes/devOutbox';
import { registerLayoutRoutes } from './routes/layouts';
import { registerMediaLibraryRoutes } from './routes/mediaLibrary';
import { registerSectionRoutes } from './routes/sections';
import { registerLinkRoutes } from './routes/links';
import { registerOwnerSessionRoutes } from './routes/ownerSession';
import { registerRegistrationRoutes } from './routes/registrations';
import { registerSiteRoutes } from './routes/sites';
import { registerSessionRoutes } from './routes/session';
import { registerShortUrlRoutes } from './routes/shortUrls';
import { registerTapUrlRoutes } from './routes/tapUrls';
import { registerTokenAdminRoutes } from './routes/tokenAdmin';
import { registerUploadFiles, registerUploadRoutes } from './routes/uploads';
import { registerUserRoutes } from './routes/users';
import { securityHeaders } from './securityHeaders';
import { cachePolicy } from './transport/cachePolicy';
import { compression } from './transport/compression';
import { conditionalGet } from './transport/conditionalGet';
import { registerFrontEnd } from './static/frontEnd';

/** The whole server as one Hono app: API under /v1, files, short URLs, the front end. */
export function createApp(deps: Deps, options: { staticDir?: string | null } = {}) {
  const app = new OpenAPIHono<AppEnv>({
    // Input that fails its schema: 400 with the field named in the message.
    defaultHook: (result, c) => {
      if (!result.success) {
        const { message, issues } = formatIssues(result.error.issues);
        return c.json(errorBody(400, message, { issues }), 400);
      }
    },
  });
  app.onError((error, c) => handleError(error, c, deps.log));
  // Outermost first: compression sees the final response; the conditional GET sees the
  // security headers (to leave the CSP out of a 304) and the cache policy's Cache-Control.
  app.use('*', compression());
  app.use('*', conditionalGet());
  app.use('*', cachePolicy());
  app.use('*', securityHeaders(deps.config));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // First, so that every query of an admitted request (its site, key, limits) runs inside its
  // turn on the embedded database, in arrival order.
  app.use('*', embeddedQueue());
  app.use('*', hostSite(deps.cache));
  app.use('*', unknownHostIs404());
  app.use('/v1/*', embedCors());
  // The kit's script and its chunks: module scripts are fetched with CORS.
  app.use('/embed.js', embedCors());
  app.use('/embed/*', embedCors());
  app.use('/v1/*', apiKeyMiddleware());
  app.use('/v1/*', inputGuard());
  app.use('/v1/*', writeLimit());
  app.use('/v1/*', idempotencyKey());

  registerOpenApi(app);
  registerHealthRoutes(app);
  registerAccessRoutes(app);
  registerActivityRoutes(app);
  registerModerationRoutes(app);
  registerCollectionRoutes(app);
  registerCollectionWriteRoutes(app);
  registerTokenAdminRoutes(app);
  registerTapUrlRoutes(app);
  registerRegistrationRoutes(app);
  registerRegistrationAdminRoutes(app);
  registerUserRoutes(app);
  registerLayoutRoutes(app);
  registerUploadRoutes(app);
  registerMediaLibraryRoutes(app);
  registerSectionRoutes(app);
  registerSessionRoutes(app);
  registerAnalyticsRoutes(app);
  registerAnalyticsReportRoutes(app);
  registerLinkRoutes(app);
  registerOwnerSessionRoutes(app);
  registerSiteRoutes(app);
  registerEmbedRoutes(app);

  app.all('/v1/*', (c) => c.json(errorBody(404, `No route ${c.req.method} ${c.req.path}`), 404));
  registerUploadFiles(app);
  registerShortUrlRoutes(app, { frontEnd: Boolean(options.staticDir) });
  registerCollectionPageRoutes(app);
  registerCrawlerFiles(app);
  if (deps.config.development) registerDevOutbox(app);
  if (options.staticDir) registerFrontEnd(app, options.staticDir, deps.config);
  app.notFound((c) => c.json(errorBody(404, `Nothing at ${c.req.path}`), 404));
  return app;
}
