import DOMPurify from 'isomorphic-dompurify';

/**
 * The rich-HTML sanitiser of the kit (foundation.md §2 "Text component", issue 4): no script,
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

/**
 * Sanitises rich HTML for display. Idempotent: sanitising the output again changes nothing.
 * The hook is added and removed around this one synchronous call because DOMPurify's hooks are
 * global to its instance, which other sanitisers of the kit share.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const known = recent.get(html);
  if (known !== undefined) return known;
  DOMPurify.addHook('afterSanitizeAttributes', checkUrls);
  let clean: string;
  try {
    clean = DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: FORBIDDEN_TAGS,
      ADD_ATTR: ['target'],
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', checkUrls);
  }
  remember(html, clean);
  return clean;
}

/**
 * The last results, input → output. One keystroke in the editor sanitises the same text up to
 * three times (the form's schema check, the canvas's parse, the text renderer), ≈ 1 ms each on
 * a slow machine; the function is pure and idempotent, so a repeat is answered from here.
 * Small and bounded (oldest first out), and only for texts of a reasonable size.
 */
const recent = new Map<string, string>();
const RECENT_LIMIT = 64;
const RECENT_MAX_LENGTH = 20_000;

function remember(html: string, clean: string): void {
  if (html.length > RECENT_MAX_LENGTH) return;
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  recent.set(html, clean);
  // Sanitising the output again gives the output (idempotent): remember that too.
  if (clean !== html && recent.size < RECENT_LIMIT) recent.set(clean, clean);
}
