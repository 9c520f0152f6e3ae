import DOMPurify from 'isomorphic-dompurify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInertHtml } from '../../../src/schema/sanitize/inertHtml';
import { sanitizeHtml } from '../../../src/schema/sanitize/html';

/**
 * foundation.md Text (rich HTML is sanitised). Plain formatting skips DOMPurify: it must be
 * exactly what DOMPurify would give back, and everything that could carry code, a URL or a
 * style must still go through it.
 */
describe('inert rich text skips the sanitiser only when it has nothing to remove', () => {
  it('accepts what the rich-text editor writes for plain formatting', () => {
    for (const html of [
      '<p>Component 12</p>',
      '<p></p>',
      '<h1>Title</h1><p>One <strong>bold</strong> and <em>slanted</em> word.<br>Next</p>',
      '<ul><li><p>a</p></li><li><p>b &amp; c &lt; d</p></li></ul>',
      '<blockquote><p>quoted</p></blockquote><hr><p>x&nbsp;y</p>',
      'plain text',
    ]) {
      expect(isInertHtml(html), html).toBe(true);
      expect(sanitizeHtml(html)).toBe(html);
    }
  });

  it('sends anything with an attribute, another element, a comment or an odd entity to DOMPurify', () => {
    for (const html of [
      '<p onclick="x()">a</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<p style="color:red">a</p>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<p>a<!-- c --></p>',
      '<svg><p>x</p></svg>',
      '<P>upper</P>',
      '<p >space</p>',
      '<p>unclosed',
      '<p>a</strong>',
      '<p><p>nested</p></p>',
      '<p><ul><li>x</li></ul></p>',
      '<li>loose</li>',
      '<p>a &quot; b</p>',
      '<p>a > b</p>',
      '<p>a\r\nb</p>',
      '<p>a\u00a0b</p>',
      '</br>',
    ]) {
      expect(isInertHtml(html), html).toBe(false);
    }
    expect(sanitizeHtml('<p onclick="x()">a</p>')).toBe('<p>a</p>');
  });

  it('whatever it accepts, DOMPurify gives back unchanged (random documents)', () => {
    const token = fc.constantFrom(
      '<p>',
      '</p>',
      '<h2>',
      '</h2>',
      '<strong>',
      '</strong>',
      '<em>',
      '</em>',
      '<ul>',
      '</ul>',
      '<ol>',
      '</ol>',
      '<li>',
      '</li>',
      '<blockquote>',
      '</blockquote>',
      '<br>',
      '<hr>',
      '<code>',
      '</code>',
      'text ',
      '&amp;',
      '&lt;',
      '&nbsp;',
      'é',
      '"',
      "'",
    );
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(token, { maxLength: 14 }), (tokens) => {
        const html = tokens.join('');
        if (!isInertHtml(html)) return;
        accepted++;
        expect(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })).toBe(html);
      }),
      { numRuns: 3000 },
    );
    // The generator must reach accepted documents, or the property proves nothing.
    expect(accepted).toBeGreaterThan(100);
  });
});
