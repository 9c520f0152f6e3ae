import { isApiRequestError, type ApiClient } from '../client';
import { editorClient, editorKey, rememberEditorKey } from '../editor/persistence/editorClient';

/**
 * How the studio proves who is asking: the one seam owner sessions replace. Today it is the
 * editor's credential (the development server's injected key, else the secret key the owner
 * typed, kept for this browser tab), so a key entered in the studio also opens the editor.
 * Owner accounts swap these functions' bodies (a session cookie, a sign-in screen); the
 * studio's screens only call them.
 */

/** The API client every studio call goes through. */
export function studioClient(): ApiClient {
  return editorClient();
}

/** Whether the studio has a credential to try (it may still be refused). */
export function hasStudioCredential(): boolean {
  return Boolean(editorKey() ?? studioClient().apiKey);
}

/** Keeps the credential the owner gave; the next studioClient() uses it. */
export function rememberStudioCredential(secret: string): void {
  rememberEditorKey(secret);
}

/** The server refused who we are (no credential, or one that may not do this). */
export function isAuthRefusal(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 401 || error.status === 403);
}

/** What the sign-in prompt asks for, in the owner's words. */
export const CREDENTIAL_LABEL = 'Secret API key';
export const CREDENTIAL_HELP =
  'The studio signs in with the site’s secret API key (SECRET_KEY). It is kept for this browser tab only.';
