import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { requireSecret } from './keys';

/**
 * The one check in front of every write to collections, tokens and tap codes (and the reads that
 * show tap codes). Today: the secret key, as for layout writes. Owner accounts with roles replace
 * this function's body, not its callers.
 */
export function requireCollectionManager(c: Context<AppEnv>, what: string): void {
  requireSecret(c, what);
}
