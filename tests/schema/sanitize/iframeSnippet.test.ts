import { describe, expect, it } from 'vitest';
import {
  SANDBOX_REASONS,
  iframeSandbox,
  parseIframeSnippet,
  sanitizeIframeSnippet,
} from '../../../src/schema/sanitize/iframeSnippet';

const youtube =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video" allow="autoplay; encrypted-media; camera" allowfullscreen></iframe>';

describe('sanitizeIframeSnippet (blocks.md iframe; foundation.md: snippets are sanitised)', () => {
  it('keeps a pasted iframe with its source, size, title and allowed features', () => {
    const out = sanitizeIframeSnippet(youtube);
    expect(out).toMatch(/^<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    expect(out).toContain('width="560"');
    expect(out).toContain('height="315"');
    expect(out).toContain('title="Video"');
    expect(out).toContain('allow="autoplay; encrypted-media"');
    expect(out).toContain('allowfullscreen');
  });

  it('script tags are removed', () => {
    const out = sanitizeIframeSnippet(
      `<script>alert(1)</script>${youtube}<script src="https://evil.example/x.js"></script>`,
    );
    expect(out).not.toMatch(/<script|alert|evil/i);
  });

  it('inline event handlers are removed', () => {
    const out = sanitizeIframeSnippet(
      '<iframe src="https://example.com" onload="alert(1)" onerror="alert(2)"></iframe>',
    );
    expect(out).not.toMatch(/onload|onerror|alert/);
  });

  it('javascript: and data: sources are removed (nothing is left)', () => {
    expect(sanitizeIframeSnippet('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
    expect(sanitizeIframeSnippet('<iframe src=" JaVaScRiPt:alert(1)"></iframe>')).toBe('');
    expect(
      sanitizeIframeSnippet('<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'),
    ).toBe('');
  });

  it('srcdoc is never kept', () => {
    const out = sanitizeIframeSnippet(
      '<iframe src="https://example.com" srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(out).not.toMatch(/srcdoc|alert/);
  });

  it('only the first iframe is kept', () => {
    const out = sanitizeIframeSnippet(`${youtube}<iframe src="https://second.example/"></iframe>`);
    expect(out.match(/<iframe/g)).toHaveLength(1);
    expect(out).not.toContain('second.example');
  });

  it('nested iframes leave no second frame and no script', () => {
    const out = sanitizeIframeSnippet(
      '<iframe src="https://a.example/"><iframe src="javascript:alert(1)"></iframe></iframe>',
    );
    expect(out.match(/<iframe/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(out).not.toMatch(/javascript/);
  });

  it('other elements around the iframe are dropped', () => {
    const out = sanitizeIframeSnippet(
      `<div onclick="alert(1)"><p>Hi</p>${youtube}</div><img src=x onerror=alert(1)>`,
    );
    expect(out).not.toMatch(/<div|<p|<img|onclick|onerror/);
  });

  it('a cross-origin iframe gets a sandbox with allow-scripts and allow-same-origin', () => {
    const out = sanitizeIframeSnippet(youtube, { pageOrigin: 'https://shop.example' });
    expect(out).toContain('sandbox="allow-scripts allow-same-origin allow-popups');
  });

  it('security: allow-scripts never meets allow-same-origin for same-origin content', () => {
    const out = sanitizeIframeSnippet('<iframe src="https://shop.example/page"></iframe>', {
      pageOrigin: 'https://shop.example',
    });
    expect(out).toContain('sandbox="allow-scripts');
    expect(out).not.toContain('allow-same-origin');
    expect(iframeSandbox('/relative/page')).not.toContain('allow-same-origin');
    expect(iframeSandbox(null)).not.toContain('allow-same-origin');
    expect(iframeSandbox('about:srcdoc')).not.toContain('allow-same-origin');
  });

  it('every permission in a sandbox has a reason written beside it', () => {
    for (const token of iframeSandbox('https://a.example', {
      pageOrigin: 'https://b.example',
    }).split(' ')) {
      expect(SANDBOX_REASONS[token as keyof typeof SANDBOX_REASONS]).toMatch(/^.{20,}$/);
    }
    expect(iframeSandbox('https://a.example')).not.toMatch(
      /allow-top-navigation|allow-modals|allow-downloads/,
    );
  });

  it('parseIframeSnippet returns null for text without an iframe', () => {
    expect(parseIframeSnippet('hello')).toBeNull();
    expect(parseIframeSnippet('')).toBeNull();
  });
});
