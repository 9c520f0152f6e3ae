import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/connect';
import type { ResponseCache } from './cache';
import type { Mailer } from './mail';
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
  mailer: Mailer;
  log: (message: string) => void;
}

export interface AppEnv {
  /** cspNonce: this response's CSP nonce (server/securityHeaders.ts). */
  /**
   * role: what the key may do on every site ('secret' only for the environment's secret key);
   * owner and siteKey: the account or the site's own key behind this request, if any.
   */
  Variables: {
    deps: Deps;
    role: Role;
    cspNonce: string;
    owner: OwnerPrincipal | null;
    siteKey: SiteKeyPrincipal | null;
    /** The site the request's host belongs to (server/middleware/hostSite.ts); null: none. */
    site: HostSite | null;
  };
}

export type App = OpenAPIHono<AppEnv>;
