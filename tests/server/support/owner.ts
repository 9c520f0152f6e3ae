import { eq } from 'drizzle-orm';
import { sites } from '../../../server/db/schema';
import { ensureOwner } from '../../../server/services/members';
import type { ApiClient } from '../../../src/client';
import type { TestServer } from './testServer';

/** The latest studio code e-mailed to this address (dev outbox). */
export async function latestOwnerCode(server: TestServer, email: string): Promise<string> {
  const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { messages: { subject: string; code: string | null }[] };
  const code = body.messages.find((m) => m.code && m.subject.includes('studio'))?.code;
  if (!code) throw new Error(`No studio code in the outbox for ${email}`);
  return code;
}

/** Signs in to the studio with the e-mailed code; the client keeps the vitrine_owner cookie. */
export async function ownerSignIn(
  server: TestServer,
  email: string,
): Promise<{ client: ApiClient; token: string }> {
  const client = server.client();
  await client.owner.sendCode({ email });
  const signed = await client.owner.verifyCode({
    email,
    code: await latestOwnerCode(server, email),
  });
  return { client, token: signed.token };
}

/** A second site straight in the database (sites are made by the operator, not the API). */
export async function addSite(server: TestServer, id: string, ownerEmail: string): Promise<void> {
  const [exists] = await server.db.select().from(sites).where(eq(sites.id, id));
  if (!exists)
    await server.db.insert(sites).values({ id, domain: `${id}.invalid`, name: `Site ${id}` });
  await ensureOwner(server.db, ownerEmail, { siteId: id });
  // Written behind the API: what the server remembers of its sites must be forgotten.
  server.cache.clear({ sites: true });
}
