import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/schema/sanitize/html';
import { parseIframeSnippet } from '../../../src/schema/sanitize/iframeSnippet';
import { sanitizeSvg } from '../../../src/schema/sanitize/svg';

/**
 * foundation.md Text (rich HTML sanitised), (iframe snippets: only the first iframe,
 * no scripts or handlers) and blocks.md Links (custom SVG icons): each sanitiser keeps its own
 * configuration, so calling them in turn never lets one's rules leak into another's.
 */
describe('sanitisers keep their own rules when used in turn', () => {
  it('rich text, SVG and iframe snippets alternate without borrowing each other’s allow-lists', () => {
    for (let round = 0; round < 3; round++) {
      // Rich text keeps paragraphs and safe links, drops iframes and scripts.
      const rich = sanitizeHtml(
        `<p>Round ${round} <a href="https://example.com" target="_blank">x</a></p><iframe src="https://example.com"></iframe><script>x()</script>`,
      );
      expect(rich).toContain(`<p>Round ${round}`);
      expect(rich).toContain('rel="noopener noreferrer"');
      expect(rich).not.toMatch(/<iframe|<script/);

      // SVG keeps shapes, drops foreignObject, handlers and rich-text elements.
      const svg = sanitizeSvg(
        `<svg viewBox="0 0 10 10" onload="x()"><circle r="${round + 1}"/><foreignObject><p>no</p></foreignObject></svg>`,
      );
      expect(svg).toContain(`<circle r="${round + 1}"`);
      expect(svg).not.toMatch(/onload|foreignObject|<p>/);

      // Snippets keep only the first iframe with its allowed attributes.
      const snippet = parseIframeSnippet(
        `<p>text</p><iframe src="https://a.example/${round}" onload="x()"></iframe><iframe src="https://b.example"></iframe>`,
      );
      expect(snippet?.src).toBe(`https://a.example/${round}`);
    }
  });
});
