import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { App, AppEnv } from '../context';
import { outbox } from '../db/schema';

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/**
 * Development only: the mail the server would have sent (no SMTP_URL), newest first.
 * /dev/outbox.json (or Accept: application/json) for tools; ?email= filters.
 */
export function registerDevOutbox(app: App) {
  const handler = (asJson: boolean) => async (c: Context<AppEnv>) => {
    const email = c.req.query('email')?.toLowerCase();
    const rows = await c.var.deps.db
      .select()
      .from(outbox)
      .where(email ? eq(outbox.to, email) : undefined)
      .orderBy(desc(outbox.id))
      .limit(100);
    const messages = rows.map((r) => ({
      to: r.to,
      subject: r.subject,
      code: r.code,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    }));
    if (asJson || (c.req.header('accept') ?? '').includes('application/json'))
      return c.json({ messages });
    const items = messages
      .map(
        (m) =>
          `<li><strong>${escape(m.to)}</strong> — ${escape(m.subject)}${m.code ? ` <code>${m.code}</code>` : ''}<br><small>${m.created_at}</small><p>${escape(m.text)}</p></li>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox</title>
<style nonce="${c.var.cspNonce}">main{font-family:system-ui;padding:24px;max-width:720px;margin:auto}code{font-size:1.4em}</style>
<main><h1>Dev outbox</h1><p>Mail the server would send; shown because SMTP_URL is not set (development only). <a href="/dev/outbox.json">JSON</a></p><ul>${items || '<li>No mail yet.</li>'}</ul></main></html>`);
  };
  app.get('/dev/outbox', handler(false));
  app.get('/dev/outbox.json', handler(true));
}
