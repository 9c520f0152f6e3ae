/**
 * How a feed shows who posted without publishing anyone's address (blocks.md: visitors read the
 * feed): an e-mail keeps at most two letters of its name and its domain ('ja•••@example.com'),
 * a wallet its first six and last four characters ('0x12ab…cd34'). The server sends feeds to
 * visitors in this form; the front end labels authors with the same functions.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  const local = email.slice(0, at);
  // A one- or two-letter name would be shown whole: keep one letter fewer than it has.
  return `${local.slice(0, Math.min(2, local.length - 1))}•••${email.slice(at)}`;
}

export function shortWallet(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
