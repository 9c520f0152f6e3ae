import { randomBytes } from 'node:crypto';

/**
 * A tap code nobody can guess: 15 random bytes (120 bits) from node:crypto as base64url, 20
 * characters. It is the proof of holding the physical item, so it is never counted or derived.
 */
export const newTapCode = (): string => randomBytes(15).toString('base64url');

/** The address printed in the NFC tag: PUBLIC_URL + /t/{code}. */
export const tapUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/t/${encodeURIComponent(code)}`;
