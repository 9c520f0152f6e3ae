import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../../src/schema/sanitize/svg';

const wrap = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attributes}>${inner}</svg>`;

describe('sanitizeSvg (blocks.md links: custom SVG icon sanitised)', () => {
  it('keeps a plain icon drawable', () => {
    const out = sanitizeSvg(wrap('<path d="M0 0h24v24H0z" fill="currentColor"/>'));
    expect(out).toContain('<path d="M0 0h24v24H0z" fill="currentColor"></path>');
    expect(out).toMatch(/^<svg[^>]*viewBox="0 0 24 24"/);
  });

  it('no script: script elements are removed', () => {
    expect(sanitizeSvg(wrap('<script>alert(1)</script><path d="M0 0"/>'))).not.toMatch(
      /script|alert/i,
    );
  });

  it('no event handlers: on* attributes are removed everywhere', () => {
    const out = sanitizeSvg(
      wrap('<path d="M0 0" onclick="alert(1)" onmouseover="alert(2)"/>', ' onload="alert(3)"'),
    );
    expect(out).not.toMatch(/\bon\w+=|alert/i);
  });

  it('no external references: href, xlink:href and url() to other documents are removed', () => {
    const out = sanitizeSvg(
      wrap(
        '<use href="https://evil.example/sprite.svg#a"/><use xlink:href="//evil.example/x.svg#b"/>' +
          '<image href="https://evil.example/track.png"/><path d="M0 0" fill="url(https://evil.example/p.svg#g)"/>' +
          '<path d="M1 1" fill="url(#local)"/>',
      ),
    );
    expect(out).not.toContain('evil.example');
    expect(out).toContain('url(#local)');
  });

  it('no foreignObject, style sheets, links or animations that could smuggle HTML or javascript:', () => {
    const out = sanitizeSvg(
      wrap(
        '<foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject>' +
          '<style>@import url(https://evil.example/x.css)</style>' +
          '<a href="javascript:alert(1)"><path d="M0 0"/></a>' +
          '<set attributeName="href" to="javascript:alert(1)"/>',
      ),
    );
    expect(out).not.toMatch(/javascript|iframe|@import|foreignObject|<set/i);
  });

  it('refuses anything that is not a single svg element', () => {
    expect(sanitizeSvg('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeSvg('hello')).toBe('');
    expect(sanitizeSvg('')).toBe('');
    expect(sanitizeSvg(`${wrap('')}${wrap('')}`)).toBe('');
  });
});
