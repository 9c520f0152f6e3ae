import type { Browser, BrowserContext } from 'playwright-core';

/** One Content-Security-Policy violation seen in a page the tests opened. */
export interface CspViolation {
  /** The document it happened in. */
  url: string;
  /** The directive that refused it, or the browser's console message. */
  what: string;
  /** What was refused: a URL, 'inline', 'eval'… and the first characters of it. */
  blocked: string;
}

const seen: CspViolation[] = [];

const BINDING = '__vitrineCspViolation';

/**
 * Runs in every document and frame before the page's own scripts: each
 * `securitypolicyviolation` event goes to the test process through the binding.
 */
const LISTENER = `(() => {
  const report = (event) => {
    const send = window[${JSON.stringify(BINDING)}];
    if (typeof send !== 'function') return;
    send({
      url: event.documentURI,
      what: event.effectiveDirective + ' (' + event.disposition + ')',
      blocked: String(event.blockedURI || '') + (event.sample ? ' "' + event.sample + '"' : '') +
        (event.sourceFile ? ' at ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber : ''),
    });
  };
  window.addEventListener('securitypolicyviolation', report, true);
})();`;

/**
 * Makes a context record every CSP violation of its pages: the event in each document, and the
 * browser's console message — which also covers documents whose listeners are gone, such as the
 * editor's canvas frame after it is written with document.open.
 */
async function watch(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await context.addInitScript({ content: LISTENER });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      const { url, lineNumber, columnNumber } = message.location();
      seen.push({
        url: `${url}:${lineNumber}:${columnNumber}`,
        what: 'console',
        blocked: message.text(),
      });
    }
  });
}

/**
 * Every context (and so every page) this browser opens is watched for CSP violations; each test
 * then fails if any page broke the policy during it.
 */
export function guardCsp(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await watch(context);
    return context;
  };
  return browser;
}

/** The violations recorded since the last call, which are forgotten. */
export function takeCspViolations(): CspViolation[] {
  return seen.splice(0);
}

/** An inline event handler (onerror="…") the CSP refused to run. */
export function isRefusedInlineHandler(violation: CspViolation): boolean {
  return (
    violation.what.startsWith('script-src-attr') ||
    (violation.what === 'console' && violation.blocked.startsWith('Executing inline event handler'))
  );
}

/** Throws with every violation recorded since the last check. */
export function failOnCspViolations(): void {
  const found = takeCspViolations();
  if (found.length === 0) return;
  const lines = found.map((v) => `- ${v.url}: ${v.what}: ${v.blocked}`);
  throw new Error(`Content-Security-Policy violations:\n${lines.join('\n')}`);
}
