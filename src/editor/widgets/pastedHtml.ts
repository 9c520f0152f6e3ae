/*
 * Pasted HTML (from another page, a mail, a word processor) carries inline event handlers,
 * style attributes and <style> or <script> elements. The editor's page policy refuses inline
 * script and style, and Chromium checks that policy as soon as any HTML parser of the page
 * meets them — ProseMirror's detached document, DOMParser, a <template>, DOMPurify (which parses
 * with DOMParser) alike — and logs a violation for each, though nothing runs. So what would be
 * refused is taken out of the text before any parser sees it: a small tokenizer rebuilds each
 * tag from its name and its other attributes, writes every other '<' as text, and leaves out
 * comments and elements whose content is code or raw text. What remains still goes through
 * ProseMirror's schema, and the stored HTML through the text schema's sanitiser.
 */

/** Elements left out with their content: it is code, styles or raw text, never rich text. */
const DROPPED = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);

const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9:-]*$/;
const ATTRIBUTE_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:.-]*$/;
const SPACE = /[\t\n\f\r ]/;

/** An attribute the policy would refuse: an event handler or an inline style. */
function refused(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('on') || lower === 'style';
}

interface Tag {
  /** The tag rebuilt, or '' when it is left out. */
  text: string;
  name: string;
  closing: boolean;
  /** Index just past the tag's '>' (or the end of the input). */
  end: number;
}

/** Reads the tag starting at `start` (html[start] === '<', a letter or '/' + letter next). */
function readTag(html: string, start: number): Tag {
  const closing = html[start + 1] === '/';
  let i = start + (closing ? 2 : 1);
  const nameStart = i;
  while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const kept: string[] = [];
  for (;;) {
    while (i < html.length && (SPACE.test(html[i]!) || html[i] === '/')) i++;
    if (i >= html.length || html[i] === '>') break;
    const attrStart = i;
    i++; // a first '=' belongs to the name
    while (i < html.length && !SPACE.test(html[i]!) && !'/>='.includes(html[i]!)) i++;
    const attr = html.slice(attrStart, i);
    let j = i;
    while (j < html.length && SPACE.test(html[j]!)) j++;
    let value: string | null = null;
    if (html[j] === '=') {
      j++;
      while (j < html.length && SPACE.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const stop = close < 0 ? html.length : close;
        value = html.slice(j + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = j;
        while (j < html.length && !SPACE.test(html[j]!) && html[j] !== '>') j++;
        value = html.slice(valueStart, j);
        i = j;
      }
    }
    if (!closing && ATTRIBUTE_NAME.test(attr) && !refused(attr)) {
      kept.push(value === null ? attr : `${attr}="${value.replace(/"/g, '&quot;')}"`);
    }
  }
  const end = Math.min(i + 1, html.length);
  if (!TAG_NAME.test(name)) return { text: '', name, closing, end };
  const text = closing ? `</${name}>` : `<${[name, ...kept].join(' ')}>`;
  return { text, name, closing, end };
}

/** Index past the end tag closing a dropped element's raw content (or the end of the input). */
function pastRawText(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = lower.indexOf(`</${name}`, from);
  while (at >= 0) {
    const next = lower[at + name.length + 2];
    if (next === undefined || next === '>' || next === '/' || SPACE.test(next)) {
      const close = html.indexOf('>', at);
      return close < 0 ? html.length : close + 1;
    }
    at = lower.indexOf(`</${name}`, at + 1);
  }
  return html.length;
}

/** Pasted HTML without event handlers, inline styles, comments, scripts and style sheets. */
export function withoutInlineCode(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 2);
      i = close < 0 ? html.length : close + 3;
    } else if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt);
      i = close < 0 ? html.length : close + 1;
    } else if (/[a-zA-Z]/.test(next) || (next === '/' && /[a-zA-Z]/.test(html[lt + 2] ?? ''))) {
      const tag = readTag(html, lt);
      i = tag.end;
      if (!tag.closing && DROPPED.has(tag.name)) i = pastRawText(html, i, tag.name);
      else if (tag.name === 'plaintext') i = html.length;
      else if (!DROPPED.has(tag.name)) out += tag.text;
    } else {
      // Not a tag to the HTML parser either; written as text so no parser can read one here.
      out += '&lt;';
      i = lt + 1;
    }
  }
  return out;
}
