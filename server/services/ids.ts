import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** Short URL codes: 10 characters of an unambiguous alphabet (about 50 bits). */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export function shortCode(length = 10): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}
