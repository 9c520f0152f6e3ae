import type { App } from './context';

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Vitrine API',
    version: '1.0.0',
    description:
      'Every call sends the x-api-key header: the publishable key (visitor reads, sign-in, registration, feed posts within a session), a site key made in the studio, or the secret key (the operator). Management calls are authorised by role on the site (owner, editor, viewer) from the studio session (cookie vitrine_owner, or Authorization: Bearer with the token from POST /v1/owner/otp/verify). Errors are JSON { error, message, issues? }; the message names the field.',
  },
} as const;

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

/** A readable reference page built from the OpenAPI document itself (works offline). */
export function renderReference(
  doc: {
    paths?: Record<string, Record<string, Operation>>;
  },
  nonce: string,
): string {
  const sections: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`,
        )
        .join('');
      const body = Object.entries(op.requestBody?.content ?? {})
        .map(
          ([type, c]) =>
            `<details><summary>Body: ${escape(type)}</summary><pre>${escape(JSON.stringify(c.schema, null, 2))}</pre></details>`,
        )
        .join('');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><strong>${status}</strong> ${escape(r.description ?? '')}</li>`)
        .join('');
      sections.push(`<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>
${op.description ? `<p>${escape(op.description)}</p>` : ''}${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}${body}<h3>Responses</h3><ul>${responses}</ul></section>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Vitrine API reference</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;line-height:1.5;color:#111}section{border-top:1px solid #ddd;padding:8px 0}h2{font-size:1.05rem}.m{display:inline-block;min-width:4.5em;font-size:.8rem;padding:2px 6px;border-radius:4px;color:#fff;background:#555}.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}pre{background:#f5f5f5;padding:8px;overflow:auto;font-size:.8rem}</style></head>
<body><h1>Vitrine API reference</h1><p>${escape(OPENAPI_INFO.info.description)}</p><p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>${sections.join('\n')}</body></html>`;
}

export function registerOpenApi(app: App) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
  });
  app.doc31('/v1/openapi.json', OPENAPI_INFO);
  app.get('/v1/docs', (c) => {
    const doc = app.getOpenAPI31Document(OPENAPI_INFO);
    return c.html(renderReference(doc as never, c.var.cspNonce));
  });
}
