import { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { URL_STRING_FUNCTIONS } from '../../schema/cssValue';
import { provideCssScoper } from './cssScoper';
import { parseCssTolerantly, type CssProblem } from './recoverCss';

export type { CssProblem } from './recoverCss';

/** Where a custom `url()` may point besides the page's own origin. */
export const CSS_URL_ALLOW_LIST = [
  'fonts.gstatic.com',
  'fonts.googleapis.com',
  'use.typekit.net',
  'p.typekit.net',
];

export interface ScopedCss {
  css: string;
  /** A broken statement or a refused construct, each dropped alone and named by its line. */
  problems: CssProblem[];
}

const KEPT_AT_RULES = new Set([
  'media',
  'supports',
  'container',
  'layer',
  'keyframes',
  '-webkit-keyframes',
  'font-face',
]);
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);
const DANGEROUS_PROPERTIES = new Set(['behavior', '-moz-binding']);
const DANGEROUS_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding/i;

function position(node: ChildNode): { line: number; column: number } {
  return { line: node.source?.start?.line ?? 0, column: node.source?.start?.column ?? 0 };
}

/** True when a url() target is relative, same-origin, an inline image or on the allow-list. */
export function isAllowedCssUrl(raw: string): boolean {
  const url = raw
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .trim();
  if (url === '') return false;
  if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(url)) return true;
  if (/^data:font\//i.test(url)) return true;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//')) return true; // relative or same-origin path
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' && CSS_URL_ALLOW_LIST.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * A value as the browser reads it: CSS escapes decoded (`\75 rl(` is `url(`, `"\68ttp:"` is
 * `"http:"`), line continuations in strings removed. Checks run on this, never on the raw
 * text, or an escape walks any URL past them.
 */
export function decodeCssEscapes(value: string): string {
  return value.replace(
    /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/gi,
    (_, hex, newline, char) => {
      if (newline) return '';
      if (char !== undefined) return char;
      const code = Number.parseInt(hex as string, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    },
  );
}

/** A call of a function whose string arguments are URLs (image-set("…"), src("…")…). */
const URL_STRING_CALL = new RegExp(`(?:^|[^\\w-])${URL_STRING_FUNCTIONS}\\s*\\(`, 'i');

/** Every URL a (decoded) value would make the browser fetch. */
function urlsIn(value: string): string[] {
  const urls: string[] = [];
  const pattern = /url\(\s*((?:"[^"]*"|'[^']*'|[^)]*))\s*\)/gi;
  for (const match of value.matchAll(pattern)) urls.push(match[1] ?? '');
  if (URL_STRING_CALL.test(value)) {
    for (const match of value.matchAll(/"[^"]*"|'[^']*'/g)) urls.push(match[0]);
  }
  return urls;
}

function scopeSelector(selector: string, scope: string): string {
  return selectorParser((root) => {
    root.each((sel) => {
      // The layout root may stand for html/body/:root only at the top of the selector and with
      // no sibling combinator: inside :not()/:is() or before `~`/`+` it would reach past the
      // layout, so the selector is then prefixed with the scope as every other one is.
      let replacedRoot = false;
      let siblingCombinator = false;
      sel.each((node) => {
        // A string is no selector (outside a pseudo-class's brackets): a browser drops the rule.
        if (node.type === 'string') throw new Error('a string in a selector');
        if (node.type === 'combinator' && /[+~]/.test(node.value)) siblingCombinator = true;
      });
      sel.walk((node) => {
        const isRoot =
          (node.type === 'tag' && ['html', 'body'].includes(node.value.toLowerCase())) ||
          (node.type === 'pseudo' && node.value.toLowerCase() === ':root');
        if (isRoot) {
          const topLevel = node.parent === sel;
          // html, body and :root mean "the whole layout" here.
          node.replaceWith(
            selectorParser.attribute({ attribute: scope.slice(1, -1), raws: {} } as never),
          );
          if (topLevel) replacedRoot = true;
        }
      });
      if (!replacedRoot || siblingCombinator) {
        sel.prepend(selectorParser.combinator({ value: ' ' }));
        sel.prepend(selectorParser.attribute({ attribute: scope.slice(1, -1), raws: {} } as never));
      }
    });
  }).processSync(selector);
}

/**
 * Scopes an owner's custom CSS to one layout root (`scope` is an attribute selector such as
 * `[data-one-layout="L1"]`), so it cannot style the host page or the editor. @import,
 * javascript:, expression() and url()s outside the allow-list are dropped, each reported with
 * its line. A syntax error drops only the broken declaration or rule, as a browser does; the
 * rest still applies. Parsed with postcss, never patched as a string.
 */
export function scopeCss(input: string, scope: string): ScopedCss {
  if (input.trim() === '') return { css: '', problems: [] };
  const { root, problems } = parseCssTolerantly(input);

  const drop = (node: ChildNode, message: string) => {
    problems.push({ ...position(node), message });
    // postcss hands a removed first node's leading text to the next node; only its whitespace
    // may go on.
    junkless(node);
    node.remove();
  };

  // What postcss could not read (a stray ')') it keeps in front of the next node, where a browser
  // would read it as the start of that node's selector: only whitespace stays there.
  const junkless = (node: ChildNode) => {
    if (node.raws.before && /\S/.test(node.raws.before))
      node.raws.before = node.raws.before.replace(/\S+/g, '');
  };

  // `inRule` is true inside a block of declarations: a rule, a keyframe step or @font-face.
  const visit = (container: Container, insideKeyframes: boolean, inRule: boolean) => {
    container.each((node) => {
      junkless(node);
      if (node.type === 'atrule') {
        const atRule = node as AtRule;
        const name = atRule.name.toLowerCase();
        if (!KEPT_AT_RULES.has(name)) {
          drop(atRule, `@${atRule.name} is not allowed in custom CSS`);
          return;
        }
        if (GROUPING_AT_RULES.has(name)) visit(atRule, false, inRule);
        else if (name.endsWith('keyframes')) visit(atRule, true, false);
        else visit(atRule, true, true); // @font-face: declarations only
        return;
      }
      if (node.type === 'rule') {
        const rule = node as Rule;
        if (!insideKeyframes) {
          try {
            rule.selector = scopeSelector(rule.selector, scope);
          } catch {
            drop(rule, `Invalid selector "${rule.selector}"`);
            return;
          }
        }
        visit(rule, insideKeyframes, true);
        return;
      }
      if (node.type === 'decl') {
        const decl = node as Declaration;
        // postcss reads `a: b` outside any rule as a declaration; a browser would take it as the
        // start of the next rule's selector, unscoped. It is dropped.
        if (!inRule) {
          drop(decl, `“${decl.prop}” is outside any rule: it is ignored`);
          return;
        }
        // postcss reads `:x` as a declaration named x with its colon in front and no value; a
        // browser reads no declaration there and ignores it.
        if (!decl.raws.between?.includes(':')) {
          drop(decl, 'A “:” has no property before it: this declaration is ignored');
          return;
        }
        const prop = decodeCssEscapes(decl.prop).toLowerCase();
        const value = decodeCssEscapes(decl.value);
        if (DANGEROUS_PROPERTIES.has(prop) || DANGEROUS_VALUE.test(value)) {
          drop(decl, `The value of ${decl.prop} is not allowed`);
          return;
        }
        const blocked = urlsIn(value).find((url) => !isAllowedCssUrl(url));
        if (blocked !== undefined) drop(decl, `url(${blocked}) is not on the allow-list`);
      }
    });
  };
  visit(root, false, false);
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { css: root.toString(), problems };
}

provideCssScoper(scopeCss);
