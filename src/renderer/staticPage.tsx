import { renderToString } from 'react-dom/server';
// Every block type at hand, so a page renders in one synchronous pass.
import '../components/registry';
import type { LayoutDocument } from '../schema/layout/document';
import { scriptSafeJson } from './scriptSafeJson';
import { STATIC_LAYOUT_ID, STATIC_ROOT_ID, StaticLayout } from './staticLayout';

/** Text safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

/**
 * A self-contained HTML page of a layout: the server-rendered markup with every generated style
 * inline. With `script`, the page also carries the layout as JSON and loads the hydration
 * script, so interactive components come alive; without it the page is static.
 */
export function renderStaticPage(
  layout: LayoutDocument,
  options: { title?: string; script?: string } = {},
): string {
  const body = renderToString(<StaticLayout layout={layout} />);
  const title = escapeHtml(options.title ?? 'Vitrine page');
  const hydration = options.script
    ? `<script type="application/json" id="${STATIC_LAYOUT_ID}">${scriptSafeJson(layout)}</script>\n<script type="module" src="${escapeHtml(options.script)}"></script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>html,body{margin:0}</style>
</head>
<body>
<div id="${STATIC_ROOT_ID}">${body}</div>
${hydration}
</body>
</html>
`;
}
