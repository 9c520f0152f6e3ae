import { createApiClient, type ApiClient } from '../../client';
import { getRuntimeConfig } from '../../client/runtimeConfig';

const KEY_STORAGE = 'vitrine-editor-key';

/** The key the editor saves with: the server's injected dev key, else the one the owner entered. */
export function editorKey(): string | null {
  const injected = getRuntimeConfig().editorKey;
  if (injected) return injected;
  try {
    return sessionStorage.getItem(KEY_STORAGE);
  } catch {
    return null;
  }
}

export function rememberEditorKey(key: string): void {
  try {
    sessionStorage.setItem(KEY_STORAGE, key);
  } catch {
    // Private mode without storage: the key lives until reload.
  }
  client = null;
  memoryKey = key;
}

let client: ApiClient | null = null;
let memoryKey: string | null = null;

/**
 * One client for the editor; quiet logging because every failure is shown in the UI. Without a
 * key of its own (the development key, or one set by a script) it sends the page's publishable
 * key, and the studio session cookie (vitrine_owner) is what authorises its writes.
 */
export function editorClient(): ApiClient {
  if (!client) {
    client = createApiClient({
      apiKey: editorKey() ?? memoryKey ?? getRuntimeConfig().publishableKey,
      baseUrl: getRuntimeConfig().apiBaseUrl,
      logger: { error: () => {} },
    });
  }
  return client;
}

/** After a studio sign-in: the next call is made afresh (the cookie is already in place). */
export function forgetEditorClient(): void {
  client = null;
}

/** For tests: forget the cached client. */
export function resetEditorClient(): void {
  client = null;
}
