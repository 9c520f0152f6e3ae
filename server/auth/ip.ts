import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The address the outermost of our own proxies saw, given the X-Forwarded-For entries and the
 * address of the peer that connected to us. Each proxy appends the address it received the
 * request from, so with `trustedHops` proxies of ours in front the last `trustedHops` entries
 * are theirs to vouch for and everything to the left of them was written by the client. The
 * rule: counting the connecting peer as the nearest hop, take the hop `trustedHops` steps out;
 * a header shorter than that (a request that skipped a proxy) falls back to its leftmost entry
 * only when every entry was added by our proxies, else to the peer.
 */
export function forwardedClient(
  forwardedFor: string | undefined,
  peer: string,
  trustedHops: number,
): string {
  if (trustedHops < 1 || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // hops[hops.length - 1] was written by the proxy that connected to us (hop 1).
  const index = hops.length - trustedHops;
  return index >= 0 ? hops[index]! : (hops[0] ?? peer);
}

/** The caller's address for rate limits: see forwardedClient and TRUST_PROXY in docs/api.md. */
export function clientIp(c: Context<AppEnv>): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (a request built in-process): the address stays unknown.
  }
  return forwardedClient(c.req.header('x-forwarded-for'), peer, c.var.deps.config.trustProxy);
}
