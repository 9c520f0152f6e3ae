import { createPurifier } from './purifier';
import { safeUrl, WEB_SCHEMES } from './url';

/**
 * Every permission an embedded frame may get, each with the reason it is granted. Anything not
 * listed (top navigation, downloads, modals, pointer lock, storage access prompts) is refused.
 */
export const SANDBOX_REASONS = {
  'allow-scripts': 'players, maps and forms are JavaScript apps and render nothing without it',
  'allow-same-origin':
    'a cross-origin embed keeps its own origin (its cookies and storage, e.g. a signed-in player); never granted to same-origin or srcdoc content, where together with allow-scripts it could lift its own sandbox',
  'allow-popups':
    "links inside an embed ('Watch on YouTube', a map's 'View larger') open a new tab",
  'allow-popups-to-escape-sandbox':
    'the tab such a link opens is an ordinary page, not a crippled sandboxed one',
  'allow-forms': 'embedded forms and schedulers (Typeform, Calendly) submit their answers',
  'allow-presentation': 'players can cast to a screen with the Presentation API',
} as const;

export type SandboxToken = keyof typeof SANDBOX_REASONS;

export interface SandboxOptions {
  /** The origin of the page the frame sits on; defaults to `location.origin` in a browser. */
  pageOrigin?: string;
}

function currentOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && /^https?:/.test(origin) ? origin : undefined;
}

/**
 * The origin a frame with this `src` runs in, or null when it would share the page's origin or
 * has none of its own (relative paths, about:, srcdoc).
 */
export function crossOrigin(
  src: string | null | undefined,
  options: SandboxOptions = {},
): string | null {
  if (!src) return null;
  const safe = safeUrl(src, WEB_SCHEMES, { allowRelative: false });
  if (!safe) return null;
  const origin = new URL(safe).origin;
  const pageOrigin = options.pageOrigin ?? currentOrigin();
  return pageOrigin && origin === pageOrigin ? null : origin;
}

/**
 * The sandbox tokens for a frame showing `src`. allow-same-origin is given only to content from
 * another origin, so allow-scripts never meets allow-same-origin on same-origin or srcdoc
 * content.
 */
export function sandboxTokens(
  src: string | null | undefined,
  options: SandboxOptions = {},
): SandboxToken[] {
  const tokens: SandboxToken[] = [
    'allow-scripts',
    'allow-popups',
    'allow-popups-to-escape-sandbox',
    'allow-forms',
    'allow-presentation',
  ];
  if (crossOrigin(src, options)) tokens.splice(1, 0, 'allow-same-origin');
  return tokens;
}

/** The `sandbox` attribute value for a frame showing `src`. */
export function iframeSandbox(
  src: string | null | undefined,
  options: SandboxOptions = {},
): string {
  return sandboxTokens(src, options).join(' ');
}

/** Features a pasted iframe may ask for with `allow`; camera, microphone, geolocation, payment… are dropped. */
const ALLOWED_FEATURES = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);

/** What is kept of a pasted iframe snippet: the first iframe's safe attributes. */
export interface IframeSnippet {
  src: string;
  title?: string;
  width?: number;
  height?: number;
  allow?: string;
  allowFullscreen: boolean;
}

function dimension(value: string | null): number | undefined {
  if (!value || !/^\s*\d{1,5}(\.\d+)?\s*(px)?\s*$/i.test(value)) return undefined;
  const number = Number.parseFloat(value);
  return number > 0 ? number : undefined;
}

function allowList(value: string | null): string | undefined {
  if (!value) return undefined;
  const features = value
    .split(';')
    .map((entry) => entry.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((feature) => ALLOWED_FEATURES.has(feature));
  return features.length ? [...new Set(features)].join('; ') : undefined;
}

const snippetPurifier = createPurifier({
  ALLOWED_TAGS: ['iframe'],
  ALLOWED_ATTR: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
});

/**
 * Parses a pasted embed snippet. Scripts, every other element, inline event handlers, srcdoc and
 * non-http(s) sources (javascript:, data:, blob:) are dropped; only the first iframe counts, and
 * null comes back when it has no safe source.
 */
export function parseIframeSnippet(html: string): IframeSnippet | null {
  if (typeof html !== 'string' || !html.trim()) return null;
  const fragment = snippetPurifier.toFragment(html);
  const iframe = fragment.querySelector('iframe');
  if (!iframe) return null;
  const src = safeUrl(iframe.getAttribute('src') ?? '', WEB_SCHEMES, { allowRelative: false });
  if (!src) return null;
  const title = iframe.getAttribute('title')?.trim().slice(0, 300) || undefined;
  const allow = allowList(iframe.getAttribute('allow'));
  return {
    src,
    title,
    width: dimension(iframe.getAttribute('width')),
    height: dimension(iframe.getAttribute('height')),
    allow,
    allowFullscreen:
      iframe.hasAttribute('allowfullscreen') || (allow?.includes('fullscreen') ?? false),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A pasted embed snippet made safe to insert: script tags, inline event handlers and
 * `javascript:` removed, only the first iframe kept (with an http(s) source), and that iframe
 * given a sandbox (see SANDBOX_REASONS) that never pairs allow-scripts with allow-same-origin
 * for same-origin content. '' when nothing safe is left.
 */
export function sanitizeIframeSnippet(html: string, options: SandboxOptions = {}): string {
  const snippet = parseIframeSnippet(html);
  if (!snippet) return '';
  const attributes: [string, string | undefined][] = [
    ['src', snippet.src],
    ['title', snippet.title],
    ['width', snippet.width?.toString()],
    ['height', snippet.height?.toString()],
    ['allow', snippet.allow],
    ['sandbox', iframeSandbox(snippet.src, options)],
    ['referrerpolicy', 'strict-origin-when-cross-origin'],
    ['loading', 'lazy'],
  ];
  const rendered = attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
  if (snippet.allowFullscreen) rendered.push('allowfullscreen');
  return `<iframe ${rendered.join(' ')}></iframe>`;
}
