import { LOCAL_PUBLISHABLE_KEY } from '../../../server/config';
import { cookieFetch } from './testServer';

export type VisitorFetch = ReturnType<typeof cookieFetch>;

async function ok(res: Response, what: string): Promise<unknown> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * Signs a visitor in on a running server (any process) with an e-mail code read from the dev
 * outbox, into `visitor`'s cookie jar (a new one when not given); returns that fetch.
 */
export async function signInByEmailCode(
  baseUrl: string,
  email: string,
  visitor: VisitorFetch = cookieFetch(),
  /** What the page adds, such as the Referer of the page the dialog was opened on. */
  pageHeaders: Record<string, string> = {},
): Promise<VisitorFetch> {
  const headers = {
    'x-api-key': LOCAL_PUBLISHABLE_KEY,
    'content-type': 'application/json',
    ...pageHeaders,
  };
  const post = (path: string, body: unknown) =>
    visitor(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  await ok(await post('/v1/access/otp', { email }), 'Sending a sign-in code');
  const outbox = (await ok(
    await fetch(`${baseUrl}/dev/outbox.json?email=${encodeURIComponent(email)}`),
    'The dev outbox',
  )) as { messages: { code: string | null }[] };
  const code = outbox.messages.find((m) => m.code)?.code;
  await ok(await post('/v1/access/otp/verify', { email, code, domain: 'localhost' }), 'Signing in');
  return visitor;
}

/** The demo registration form's required answers. */
export const DEMO_REGISTRATION = { firstName: 'Ada', lastName: 'Lovelace', terms: true };

/** The signed-in visitor registers the demo token behind `shortUrl` (e.g. 'demo-2') to themself. */
export async function registerDemoToken(
  baseUrl: string,
  visitor: VisitorFetch,
  email: string,
  shortUrl: string,
): Promise<void> {
  await ok(
    await visitor(`${baseUrl}/v1/registrations/register-email`, {
      method: 'POST',
      headers: { 'x-api-key': LOCAL_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        collection_id: 'col_demo',
        short_url: shortUrl,
        metadata: DEMO_REGISTRATION,
      }),
    }),
    `Registering ${shortUrl}`,
  );
}
