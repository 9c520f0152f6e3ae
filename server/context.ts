import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/connect';
import type { ResponseCache } from './cache';
import type { Log } from './logger';
import type { Mailer } from './mail';
import type { Storage } from './storage';

export type Role = 'publishable' | 'secret';

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
   */
  Variables: {
    deps: Deps;
    role: Role;
    cspNonce: string;
    styleAttributeHashes?: readonly string[];
  };
}

export type App = OpenAPIHono<AppEnv>;
