import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/connect';
import type { ResponseCache } from './cache';
import type { Log } from './logger';
import type { Mailer } from './mail';
import type { Storage } from './storage';
import type { HostSite } from './services/siteHosts';

export type Role = 'publishable' | 'secret';

/** A person's role on one site, strongest first: owner > editor > viewer. */
export type SiteRole = 'owner' | 'editor' | 'viewer';

/** The signed-in owner account (cookie vitrine_owner or a bearer) and its role on each site. */
export interface OwnerPrincipal {
  email: string;
  roles: Record<string, SiteRole>;
}

/** A key created in the studio: it acts only on its own site. */
export interface SiteKeyPrincipal {
  id: string;
  siteId: string;
  scope: 'publishable' | 'secret';
}

/** What every route handler can reach. */
export interface Deps {
  db: Db;
  database: Database;
  config: ServerConfig;
  cache: ResponseCache;
  /** Where uploads live: the local folder or an S3-compatible bucket. */
  storage: Storage;
  mailer: Mailer;
  log: Log;
  /** Whether this process is stopping: readiness answers 503 so the balancer sends no more. */
  lifecycle: { shuttingDown: boolean };
}

export interface AppEnv {
  /**
   * cspNonce: this response's CSP nonce (server/securityHeaders.ts); styleAttributeHashes: the
   * style attributes a server-rendered page carries, which its CSP allows by hash.
   * role: what the key may do on every site ('secret' only for the environment's secret key);
   * owner and siteKey: the account or the site's own key behind this request, if any.
   */
  Variables: {
    deps: Deps;
    role: Role;
    cspNonce: string;
    styleAttributeHashes?: readonly string[];
    owner: OwnerPrincipal | null;
    siteKey: SiteKeyPrincipal | null;
    /** The site the request's host belongs to (server/middleware/hostSite.ts); null: none. */
    site: HostSite | null;
  };
}

export type App = OpenAPIHono<AppEnv>;
