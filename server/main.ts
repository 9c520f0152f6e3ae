/**
 * `npm start` (which sets NODE_ENV=development): the whole product on one port.
 * PORT (default 3000), DATA_DIR (default ./data), DATABASE_URL (postgres://… instead of the
 * embedded PGlite), VITRINE_PUBLISHABLE_KEY / VITRINE_SECRET_KEY, PUBLIC_URL, SITE_DOMAIN,
 * SMTP_URL, TRUST_PROXY, STORAGE_URL (s3://bucket/prefix), MEDIA_BASE_URL, LOG_FORMAT,
 * SHUTDOWN_TIMEOUT_MS: see docs/api.md and docs/deploy.md. Without NODE_ENV=development it runs
 * as production. SIGTERM or SIGINT stops it gracefully (requests in flight finish).
 */
// First: it decides which build of React the imports below load.
import './productionLibraries';
import { LOCAL_SECRET_KEY } from './config';
import { startServer } from './start';

const server = await startServer({ staticDir: 'dist' });
const { config } = server;
if (config.logFormat === 'json') {
  // One structured line, as every other line in production.
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'info',
      msg: 'listening',
      url: server.url,
      publicUrl: config.publicUrl,
      database: server.databaseKind,
      storage: server.storage.kind,
    }),
  );
} else
  console.log(`
Vitrine is running at ${server.url}${config.publicUrl === server.url ? '' : ` (public address ${config.publicUrl})`}
  Visitor page:   ${server.url}/c/demo   (tap a token: ${server.url}/t/demo-1)
  Editor:         ${server.url}/editor
  Studio:         ${server.url}/studio   (collections, tokens, tap codes)
  API reference:  ${server.url}/v1/docs
  Database:       ${server.databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}
  Uploads:        ${server.storage.description}
  Publishable key: ${config.publishableKey}
  Secret key:      ${config.secretKey === LOCAL_SECRET_KEY ? `${config.secretKey} (local default; set VITRINE_SECRET_KEY in production)` : '(from VITRINE_SECRET_KEY)'}
  Mail:           ${config.smtpUrl ? 'SMTP (SMTP_URL)' : config.development ? `not sent; codes are logged and listed at ${server.url}/dev/outbox` : 'not sent (set SMTP_URL); codes are logged'}
`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
