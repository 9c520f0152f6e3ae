import postcss, { CssSyntaxError } from 'postcss';

/** One thing the parser could not read, with where it starts (1-based line and column). */
export interface CssProblem {
  line: number;
  column: number;
  message: string;
}

export interface RecoveredCss {
  /** A strict postcss parse of what remains once every broken statement is blanked out. */
  root: postcss.Root;
  problems: CssProblem[];
}

/** Past this many broken statements the rest of the text is ignored, so one parse stays bounded. */
const MAX_RECOVERIES = 50;

interface Region {
  start: number;
  end: number;
  /** 'declaration' inside a block of declarations, 'rule' otherwise: the word the owner reads. */
  kind: 'rule' | 'declaration' | 'rest';
}

/** Where string, comment and brace structure puts each character, read as a browser tokenises. */
interface Scan {
  /** Brace depth of each character (an opening brace belongs to the outer level). */
  depth: Int32Array;
  /** True for characters inside a comment or a string, where braces and semicolons mean nothing. */
  quoted: Uint8Array;
}

function scan(text: string): Scan {
  const depth = new Int32Array(text.length);
  const quoted = new Uint8Array(text.length);
  let level = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : close + 2;
      for (let j = i; j < end; j++) {
        depth[j] = level;
        quoted[j] = 1;
      }
      i = end;
      continue;
    }
    if (char === '"' || char === "'") {
      // A string ends at its quote or, unclosed, at the end of the line (a browser's bad string).
      let j = i + 1;
      while (j < text.length && text[j] !== char && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      const end = Math.min(text.length, j + 1);
      for (let k = i; k < end; k++) {
        depth[k] = level;
        quoted[k] = 1;
      }
      i = end;
      continue;
    }
    if (char === '\\') {
      depth[i] = level;
      if (i + 1 < text.length) depth[i + 1] = level;
      i += 2;
      continue;
    }
    if (char === '}') level = Math.max(0, level - 1);
    depth[i] = level;
    if (char === '{') level += 1;
    i += 1;
  }
  return { depth, quoted };
}

/**
 * The statement holding `offset`: from just after the previous `;`, `{` or `}` of its level to
 * its own `;`, or the end of its block when it opens one, or the `}` closing its level. That is a
 * declaration inside a rule (a browser drops just that declaration) or a whole rule elsewhere.
 */
function statementAt(text: string, offset: number): Region {
  const { depth, quoted } = scan(text);
  const at = Math.min(Math.max(offset, 0), text.length - 1);
  // An unexpected `}` is a statement of its own: dropping it is all a browser does.
  if (text[at] === '}' && !quoted[at]) return { start: at, end: at + 1, kind: 'rule' };
  const level = depth[at] ?? 0;
  let start = at;
  while (start > 0) {
    const prev = start - 1;
    if (!quoted[prev] && depth[prev] === level && ';{}'.includes(text[prev] ?? '')) break;
    if ((depth[prev] ?? 0) < level) break;
    start = prev;
  }
  let end = at;
  let opensBlock = false;
  while (end < text.length) {
    const char = text[end] ?? '';
    // The `}` that closes the block this statement sits in belongs to the outer level.
    if (!quoted[end] && (depth[end] ?? 0) < level) break;
    if (!quoted[end] && depth[end] === level) {
      if (char === ';' && !opensBlock) {
        end += 1;
        break;
      }
      if (char === '{') opensBlock = true;
      else if (char === '}') {
        // The `}` that closes this statement's own block ends it; one closing the level stays.
        if (opensBlock) end += 1;
        break;
      }
    }
    end += 1;
  }
  const insideRule = level > 0 && !opensBlock;
  return { start, end: Math.min(end, text.length), kind: insideRule ? 'declaration' : 'rule' };
}

/** What an error means to the owner, and how much of the text a browser would lose to it. */
function regionFor(text: string, error: CssSyntaxError, offset: number): Region {
  const reason = error.reason;
  if (reason === 'Unclosed comment') return { start: offset, end: text.length, kind: 'rest' };
  if (reason === 'Unclosed block') {
    // postcss names the rule whose `{` is never closed: it runs to the end of the text.
    return { start: offset, end: text.length, kind: 'rule' };
  }
  return statementAt(text, offset);
}

function describe(error: CssSyntaxError, region: Region): string {
  const ignored =
    region.kind === 'rest'
      ? 'everything after it is ignored'
      : region.kind === 'declaration'
        ? 'this declaration is ignored'
        : 'this rule is ignored';
  const reason = error.reason;
  const unknown = /^Unknown word (.+)$/.exec(reason);
  if (reason === 'Unclosed block') {
    return 'A “{” is never closed with “}”: this rule and everything after it are ignored';
  }
  if (reason === 'Unclosed comment') return `A comment is never closed with “*/”: ${ignored}`;
  if (reason === 'Unclosed string') return `A quote is never closed: ${ignored}`;
  if (reason === 'Unclosed bracket') return `A “(” is never closed with “)”: ${ignored}`;
  if (reason === 'Unexpected }') return 'A “}” closes nothing: it is ignored';
  if (reason === 'Missed semicolon') return `A “;” is missing between declarations: ${ignored}`;
  if (reason === 'Double colon') return `A declaration has two colons: ${ignored}`;
  if (unknown) return `“${unknown[1]}” is not understood here: ${ignored}`;
  return `${reason}: ${ignored}`;
}

/** Replaces a range by spaces, keeping line breaks, so every later line and column stays true. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

/**
 * Parses custom CSS the way a browser recovers from errors: a broken declaration or rule is
 * dropped and named by its line, and everything else still applies. Each syntax error blanks the
 * statement that holds it and the text is parsed again, so what comes out is always postcss's
 * strict reading of well-formed text — no repaired fragment or raw leftover reaches the page.
 */
export function parseCssTolerantly(input: string): RecoveredCss {
  const problems: CssProblem[] = [];
  let text = input;
  for (let attempt = 0; ; attempt++) {
    try {
      return { root: postcss.parse(text), problems };
    } catch (error) {
      if (!(error instanceof CssSyntaxError)) throw error;
      const offset = error.input?.offset ?? text.length;
      if (attempt >= MAX_RECOVERIES) {
        problems.push({
          line: error.line ?? 0,
          column: error.column ?? 0,
          message: 'Too many errors: everything from here on is ignored',
        });
        return { root: postcss.parse(blank(text, 0, text.length)), problems };
      }
      let region = regionFor(text, error, offset);
      // Each pass must remove something, or the loop could not end.
      if (text.slice(region.start, region.end).trim() === '') {
        region = { start: Math.min(offset, text.length), end: text.length, kind: 'rest' };
      }
      if (text.slice(region.start, region.end).trim() === '') {
        region = { start: 0, end: text.length, kind: 'rest' };
      }
      problems.push({
        line: error.line ?? 0,
        column: error.column ?? 0,
        message: describe(error, region),
      });
      text = blank(text, region.start, region.end);
    }
  }
}
