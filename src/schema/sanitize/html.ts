import { isInertHtml } from './inertHtml';
import { createPurifier } from './purifier';

/**
 * The rich-HTML sanitiser of the kit (foundation.md "Text component"): no script,
 * no event handlers, no `javascript:` or `data:text/html` URLs, no style elements. React-free and
 * DOM-agnostic (isomorphic-dompurify brings jsdom on the server), so the text schema runs it on
 * the client, the server and in parseLayout alike.
 */

/** Elements that never belong in rich text: they run code, load documents or restyle the page. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'form',
  'noscript',
  'template',
];

/** Attributes that may carry a URL; each is checked against the scheme allow-list. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
];
/** Schemes a rich-text link or image may use; relative URLs and fragments are fine too. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** Inline images pasted into the editor; every other data: URL (text/html above all) goes. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif)[;,]/;

function normaliseUrl(value: string): string {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();
}

/** True for a URL attribute value rich text may keep. */
export function isSafeRichTextUrl(value: string): boolean {
  const url = normaliseUrl(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (scheme === undefined) return true; // relative URL, path or fragment
  if (scheme === 'data') return SAFE_DATA_IMAGE.test(url);
  return SAFE_SCHEMES.has(scheme);
}

function checkUrls(node: Element): void {
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !isSafeRichTextUrl(value)) node.removeAttribute(name);
  }
  // Links that open a new tab must not hand the opener over to the target page.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

const richText = createPurifier(
  {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  },
  checkUrls,
);

/** Sanitises rich HTML for display. Idempotent: sanitising the output again changes nothing. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const known = recent.get(html);
  if (known !== undefined) return known;
  const clean = isInertHtml(html) ? html : richText.toString(html);
  remember(html, clean);
  return clean;
}

/**
 * The last results, input → output. A page's texts are sanitised when its layout is parsed
 * and again by the text renderer, and one keystroke in the editor sanitises the same text up
 * to three times (the form's schema check, the canvas's parse, the renderer); the function is
 * pure and idempotent, so a repeat is answered from here. Bounded by entries and by the
 * characters held (oldest out first), so a page of a thousand texts fits and memory stays
 * small.
 */
const recent = new Map<string, string>();
const RECENT_LIMIT = 4_000;
const RECENT_MAX_CHARS = 2_000_000;
const RECENT_MAX_LENGTH = 20_000;
let recentChars = 0;

function put(key: string, value: string): void {
  const size = key.length + (value === key ? 0 : value.length);
  while (
    recent.size > 0 &&
    (recent.size >= RECENT_LIMIT || recentChars + size > RECENT_MAX_CHARS)
  ) {
    const [oldKey, oldValue] = recent.entries().next().value!;
    recent.delete(oldKey);
    recentChars -= oldKey.length + (oldValue === oldKey ? 0 : oldValue.length);
  }
  recent.set(key, value);
  recentChars += size;
}

function remember(html: string, clean: string): void {
  if (html.length > RECENT_MAX_LENGTH || recent.has(html)) return;
  put(html, clean);
  // Sanitising the output again gives the output (idempotent): remember that too.
  if (clean !== html && !recent.has(clean)) put(clean, clean);
}
