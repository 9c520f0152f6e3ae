import fc from 'fast-check';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { parseCssTolerantly } from '../../src/renderer/css/recoverCss';
import { scopeCss } from '../../src/renderer/css/scopeCss';

const scope = '[data-one-layout="L"]';

/** The declarations that survive, as `selector → prop: value` lines, whitespace ignored. */
function kept(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkDecls((decl) => {
    const parent = decl.parent as postcss.Rule;
    out.push(`${parent.selector.trim()} → ${decl.prop}: ${decl.value}`);
  });
  return out;
}

describe('custom CSS recovers from errors as a browser does', () => {
  it('an unclosed rule at the end is dropped with its line; every rule before it applies', () => {
    const { css, problems } = scopeCss(
      '.a { color: red }\n.b { color: green }\n.broken { color: blue',
      scope,
    );
    expect(kept(css)).toEqual([`${scope} .a → color: red`, `${scope} .b → color: green`]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, column: 1 });
    expect(problems[0]?.message).toMatch(/never closed/);
  });

  it('a broken declaration is dropped alone: its rule keeps the others, later rules apply', () => {
    const { css, problems } = scopeCss(
      '.a {\n  color red;\n  background: blue;\n}\n.b { margin: 0 }',
      scope,
    );
    expect(kept(css)).toEqual([`${scope} .a → background: blue`, `${scope} .b → margin: 0`]);
    expect(problems).toEqual([
      {
        line: 2,
        column: 3,
        message: '“color” is not understood here: this declaration is ignored',
      },
    ]);
  });

  it('an unclosed bracket costs its declaration, a stray } only itself', () => {
    const { css, problems } = scopeCss(
      '.a { width: calc(100% - 1px; color: red }\n}\n.b { margin: 0 }',
      scope,
    );
    expect(kept(css)).toEqual([`${scope} .a → color: red`, `${scope} .b → margin: 0`]);
    expect(problems.map((p) => p.line)).toEqual([1, 2]);
  });

  it('a missing semicolon drops the declaration it joins, inside @media as well', () => {
    const { css, problems } = scopeCss(
      '@media (min-width: 1px) {\n  .a { color: red background: blue; margin: 0 }\n}\n.b { padding: 0 }',
      scope,
    );
    expect(kept(css)).toEqual([`${scope} .a → margin: 0`, `${scope} .b → padding: 0`]);
    expect(problems.map((p) => p.line)).toEqual([2]);
  });

  it('an unclosed comment hides everything after it, and says so', () => {
    const { css, problems } = scopeCss('.a { color: red }\n/* note\n.b { margin: 0 }', scope);
    expect(kept(css)).toEqual([`${scope} .a → color: red`]);
    expect(problems[0]).toMatchObject({ line: 2 });
    expect(problems[0]?.message).toMatch(/everything after it is ignored/);
  });

  it('line and column of every later problem stay those of the text the owner typed', () => {
    const { problems } = scopeCss(
      '.a { color red }\n.b { x }\n\n.c { background: url(https://evil.example/x.png) }',
      scope,
    );
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [1, 6],
      [2, 6],
      [4, 6],
    ]);
  });

  it('error-free CSS parses as it always did, with no problems', () => {
    const input = '.a { color: red }\n@media (min-width: 600px) { .b { margin: 0 } }';
    const { root, problems } = parseCssTolerantly(input);
    expect(problems).toEqual([]);
    expect(root.toString()).toBe(input);
  });

  it('hostile markup never leaves the style element and nothing escapes the scope', () => {
    const hostile = [
      '.a { color: red }\n</style><script>alert(1)</script>\n.c { color: green }',
      '</style><script>alert(1)</script>',
      '.a { content: "</style><script>alert(1)</script>" }',
      '.a { color: red }\n</STYLE ><img src=x onerror=alert(1)>',
      '.a { background: url("</style><script>x</script>") }',
    ];
    for (const input of hostile) {
      const { css } = scopeCss(input, scope);
      expect(css).not.toMatch(/<\/style/i);
      // Markup may survive only inside a CSS string, where it is text.
      expect(css.replace(/"[^"]*"/g, '""')).not.toMatch(/<script|<img/i);
    }
  });

  const fragment = fc.constantFrom(
    '.a { color: red }',
    '.b { color: blue',
    '}',
    '{',
    '/*',
    '*/',
    '"',
    "'",
    '(',
    ')',
    ';',
    ':',
    'body',
    ':root { --x: 1 }',
    '@media (min-width: 1px) {',
    '@import "x.css";',
    '</style><script>alert(1)</script>',
    ':not(:root) a',
    ':root ~ p',
    'color: red;',
    'x',
    '\\',
    '\n',
    ' ',
  );

  it('a stray character before a dropped declaration does not stay in front of the next rule', () => {
    const { css } = scopeCss(')color: red;@media (min-width: 1px) {}', scope);
    expect(css.trim()).toBe('@media (min-width: 1px) {}');
  });

  it('a colon with no property before it is no declaration: it is dropped and named', () => {
    const { css, problems } = scopeCss('.a { color: red; :x; }\n{:</style>}', scope);
    expect(kept(css)).toEqual([`${scope} .a → color: red`]);
    expect(css).not.toMatch(/style>/);
    expect(problems.map((p) => p.line)).toEqual([1, 2]);
    expect(problems[0]?.message).toBe(
      'A “:” has no property before it: this declaration is ignored',
    );
  });

  it('a quoted string where a selector goes drops its rule, as a browser does', () => {
    const { css, problems } = scopeCss('":root ~ p":root { --x: 1 }\n.a { color: red }', scope);
    expect(kept(css)).toEqual([`${scope} .a → color: red`]);
    expect(problems[0]).toMatchObject({ line: 1, message: 'Invalid selector "":root ~ p":root"' });
  });

  it('any text at all: never throws, never closes the style element, every rule stays scoped', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => {
        const { css } = scopeCss(parts.join(''), scope);
        expect(css).not.toMatch(/<\/style/i);
        postcss.parse(css).walkRules((rule) => {
          const parent = rule.parent;
          if (parent?.type === 'atrule' && /keyframes$/i.test((parent as postcss.AtRule).name))
            return;
          for (const raw of rule.selectors) {
            // Comments are gone before a browser reads a selector: a `~` in one is no combinator.
            const selector = raw.replace(/\/\*[\s\S]*?\*\//g, '').trim();
            // Either below the layout root, or the root itself with no way to a sibling.
            const scoped =
              selector.startsWith(`${scope} `) ||
              (!/[+~]/.test(selector) && selector.replace(/\([^)]*\)/g, '').includes(scope));
            expect(scoped, selector).toBe(true);
          }
        });
      }),
      { numRuns: 600 },
    );
  });
});
