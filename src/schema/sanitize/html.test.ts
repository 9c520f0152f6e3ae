import { describe, expect, it } from 'vitest';
import { isSafeRichTextUrl, sanitizeHtml } from './html';

describe('sanitizeHtml (foundation Text component: rich HTML sanitised with DOMPurify)', () => {
  it('Text: no script elements', () => {
    const out = sanitizeHtml('<p>hi</p><script>alert(1)</script><SCRIPT src="//x"></SCRIPT>');
    expect(out).toBe('<p>hi</p>');
  });

  it('Text: no event handlers', () => {
    const out = sanitizeHtml(
      '<img src="/a.png" onerror="alert(1)"><p onclick="x()" onmouseover="y()">t</p>',
    );
    expect(out).not.toMatch(/on\w+=/i);
    expect(out).toContain('<img src="/a.png">');
  });

  it('Text: no javascript: URLs, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });

  it('Text: no data:text/html URLs', () => {
    expect(
      sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'),
    ).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:text/html,<script>alert(1)</script>">')).toBe('<img>');
  });

  it('Text: no style elements', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p>a</p>')).toBe('<p>a</p>');
  });

  it('drops iframes, forms, objects and svg script vectors', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil"></iframe><form action="x"><input></form><object data="x"></object><svg><script>1</script></svg><math><mtext></mtext></math>',
    );
    expect(out).not.toMatch(/iframe|form|object|script|svg/i);
  });

  it('keeps ordinary rich text: headings, lists, emphasis, safe links and images', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><p style="text-align: center">A <strong>b</strong> <em>c</em> <a href="https://example.com/x?a=1&amp;b=2">link</a> <a href="mailto:a@b.c">mail</a> <a href="/rel">rel</a></p><ul><li>one</li></ul><img src="https://cdn.example.com/a.png" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('links opening a new tab get rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is idempotent', () => {
    const once = sanitizeHtml(
      '<p onclick="1">a<script>b</script><a href="javascript:1" target="_blank">c</a></p>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('isSafeRichTextUrl accepts http(s), mailto, tel, relative and inline images only', () => {
    expect(isSafeRichTextUrl('https://a.b')).toBe(true);
    expect(isSafeRichTextUrl('tel:+1')).toBe(true);
    expect(isSafeRichTextUrl('#top')).toBe(true);
    expect(isSafeRichTextUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeRichTextUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    expect(isSafeRichTextUrl('ftp://x')).toBe(false);
  });
});
