import { describe, expect, it } from 'vitest';
import { LINK_SCHEMES, safeUrl, urlHost } from '../../../src/schema/sanitize/url';

describe('safeUrl', () => {
  it('security: http(s) URLs are checked with new URL() and come back normalised', () => {
    expect(safeUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeUrl('  http://example.com  ')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.com/x',
    'file:///etc/passwd',
    'https://',
    'https:\\\\evil.com',
    'not a url',
  ])('security: %j is refused', (url) => {
    expect(safeUrl(url)).toBeNull();
    expect(safeUrl(url, LINK_SCHEMES)).toBeNull();
  });

  it('security: mailto and tel only when the caller allows them', () => {
    expect(safeUrl('mailto:hello@example.com')).toBeNull();
    expect(safeUrl('mailto:hello@example.com', LINK_SCHEMES)).toBe('mailto:hello@example.com');
    expect(safeUrl('tel:+15551234567', LINK_SCHEMES)).toBe('tel:+15551234567');
  });

  it('relative paths stay relative; protocol-relative URLs become https', () => {
    expect(safeUrl('/collections/1')).toBe('/collections/1');
    expect(safeUrl('./a')).toBe('./a');
    expect(safeUrl('#top')).toBe('#top');
    expect(safeUrl('/a', undefined, { allowRelative: false })).toBeNull();
    expect(safeUrl('//example.com/x')).toBe('https://example.com/x');
  });

  it('urlHost drops www and refuses non-web URLs', () => {
    expect(urlHost('https://www.YouTube.com/watch?v=1')).toBe('youtube.com');
    expect(urlHost('javascript:alert(1)')).toBeNull();
    expect(urlHost('/relative')).toBeNull();
  });
});
