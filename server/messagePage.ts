import { escapeHtml } from '../src/schema/escapeHtml';

export { escapeHtml };

/**
 * A one-message HTML page the server answers with (an expired link, an unknown tap). Its style is
 * a `<style>` element with the response's CSP nonce: the page CSP allows no style attributes.
 */
export function messagePage(options: {
  nonce: string;
  title: string;
  heading?: string;
  message: string;
}): string {
  const heading = options.heading ? `<h1>${escapeHtml(options.heading)}</h1>` : '';
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.png" type="image/png"><title>${escapeHtml(options.title)}</title>
<style nonce="${escapeHtml(options.nonce)}">main{font-family:system-ui;padding:24px;max-width:480px;margin:auto}</style>
<main>${heading}<p>${escapeHtml(options.message)}</p></main></html>`;
}
