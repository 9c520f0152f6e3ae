import { describe, expect, it } from 'vitest';
import { decodeCssEscapes, isAllowedCssUrl, scopeCss } from '../../src/renderer/css/scopeCss';

const scope = '[data-one-layout="L"]';

describe('custom CSS scoping', () => {
  it('prefixes every selector with the layout root, html/body/:root become the root itself', () => {
    const { css } = scopeCss(
      'h1, .a > b { color: red } html { margin: 0 } :root { --x: 1 }',
      scope,
    );
    expect(css).toBe(
      '[data-one-layout="L"] h1,[data-one-layout="L"]  .a > b { color: red } [data-one-layout="L"] { margin: 0 } [data-one-layout="L"] { --x: 1 }',
    );
  });

  it('scopes rules inside @media and @supports but not keyframe steps', () => {
    const { css } = scopeCss(
      '@media (min-width: 1px) { .a { color: red } } @keyframes k { from { opacity: 0 } }',
      scope,
    );
    expect(css).toContain('@media (min-width: 1px) { [data-one-layout="L"] .a { color: red } }');
    expect(css).toContain('@keyframes k { from { opacity: 0 } }');
  });

  it('drops @import, javascript:, expression() and remote url() outside the allow-list, with line numbers', () => {
    const { css, problems } = scopeCss(
      "@import 'x.css';\n.a { width: expression(1) }\n.b { background: url(javascript:alert(1)) }\n.c { background: url(https://evil.example/x.png) }\n.d { background: url(/uploads/ok.png) }",
      scope,
    );
    expect(css).not.toMatch(/@import|expression|javascript|evil/);
    expect(css).toContain('url(/uploads/ok.png)');
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4]);
  });

  it('a syntax error drops only the broken rule, names its line, and the rest stays scoped', () => {
    const { css, problems } = scopeCss('.a { color: red }\n.b { color: blue', scope);
    expect(css).toContain('[data-one-layout="L"] .a { color: red }');
    expect(css).not.toContain('blue');
    expect(problems).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('never closed') }),
    ]);
  });

  it('allows fonts from the allow-list and inline images only', () => {
    expect(isAllowedCssUrl('https://fonts.gstatic.com/s/x.woff2')).toBe(true);
    expect(isAllowedCssUrl('data:image/png;base64,AAA')).toBe(true);
    expect(isAllowedCssUrl('data:text/html,<script>')).toBe(false);
    expect(isAllowedCssUrl('http://fonts.gstatic.com/x')).toBe(false);
    expect(isAllowedCssUrl('//evil.example/x')).toBe(false);
  });

  it('a URL hidden in image-set(), cross-fade() or CSS escapes is checked as url() is', () => {
    const hostile = [
      '.a { background-image: image-set("http://evil.example/1.png" 1x) }',
      '.b { background-image: -webkit-image-set("//evil.example/2.png" 1x) }',
      '.c { background: \\75 rl(https://evil.example/3.png) }',
      '.d { background: U\\52L(https://evil.example/4.png) }',
      '.e { background: \\75\\72\\6c("https://evil.example/5.png") }',
      '.f { background: url("\\68ttps://evil.example/6.png") }',
      '.g { background: cross-fade(url(/ok.png), "https://evil.example/7.png" 50%) }',
      '.h { background: ex\\70ression(alert(1)) }',
    ].join('\n');
    const { css, problems } = scopeCss(hostile, scope);
    expect(css).not.toContain('evil');
    expect(css).not.toMatch(/ex\\70ression/);
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(decodeCssEscapes('U\\52L(')).toBe('URL(');
  });

  it('escapes with a meaning of their own stay: quotes in content, an allowed image-set', () => {
    const { css, problems } = scopeCss(
      '.q::before { content: "\\201C" }\n.i { background-image: image-set("/uploads/a.png" 1x, url(/uploads/b.png) 2x) }',
      scope,
    );
    expect(problems).toEqual([]);
    expect(css).toContain('content: "\\201C"');
    expect(css).toContain('image-set("/uploads/a.png" 1x');
  });

  it('html, body and :root inside :not() or before a sibling combinator never reach past the layout', () => {
    const { css } = scopeCss(
      ':not(:root) { color: red } :where(:root, .y) p { margin: 0 } :root ~ p { padding: 0 }',
      scope,
    );
    expect(css).toBe(
      '[data-one-layout="L"] :not([data-one-layout="L"]) { color: red } [data-one-layout="L"] :where([data-one-layout="L"], .y) p { margin: 0 } [data-one-layout="L"] [data-one-layout="L"] ~ p { padding: 0 }',
    );
  });

  it('a declaration outside any rule is dropped with its line, never left unscoped', () => {
    const { css, problems } = scopeCss('color: red;\n.a { margin: 0 }', scope);
    expect(css).not.toContain('red');
    expect(problems).toEqual([expect.objectContaining({ line: 1 })]);
  });
});
