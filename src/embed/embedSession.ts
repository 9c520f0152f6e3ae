/** The header the session travels in, both ways (docs/api.md "Embedding"). */
export const SESSION_HEADER = 'x-vitrine-session';

/**
 * The embedded visitor's session value, kept in the host page's localStorage: storage the
 * browser partitions to the host, where a third-party cookie would be blocked. One key per
 * Vitrine server, so two servers embedded on one host keep apart. Storage that throws (a
 * privacy mode) leaves the session in memory for this page only.
 */
export function createSessionStore(origin: string) {
  const key = `vitrine-session:${origin}`;
  let memory: string | null = null;
  const read = (): string | null => {
    try {
      return window.localStorage.getItem(key) ?? memory;
    } catch {
      return memory;
    }
  };
  const write = (value: string | null) => {
    memory = value;
    try {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
    } catch {
      // Memory only: see above.
    }
  };
  return {
    /** The header to send with every call, when signed in. */
    headers: (): Record<string, string> => {
      const value = read();
      return value ? { [SESSION_HEADER]: value } : {};
    },
    /** A new session from a sign-in, or an empty value from a sign-out, replaces the kept one. */
    observe: (response: Response) => {
      const value = response.headers.get(SESSION_HEADER);
      if (value !== null) write(value || null);
    },
    clear: () => write(null),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
