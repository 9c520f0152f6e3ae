import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/schema/sanitize/html';

/**
 * foundation.md Text (rich HTML is sanitised: no script, no event handlers, no javascript:
 * URLs). The sanitiser remembers its last results (one keystroke in the editor sanitises the
 * same text several times); a remembered answer must be the same safe answer.
 */
describe('sanitizeHtml remembers its answers without changing them', () => {
  const unsafe =
    '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><script>x()</script></p>';

  it('answers a repeated unsafe input with the same safe output', () => {
    const first = sanitizeHtml(unsafe);
    expect(first).not.toMatch(/onclick|javascript:|<script/i);
    expect(sanitizeHtml(unsafe)).toBe(first);
    // Idempotent: the output sanitised again is the output.
    expect(sanitizeHtml(first)).toBe(first);
  });

  it('still answers correctly after many other texts pushed the first one out', () => {
    const first = sanitizeHtml(unsafe);
    for (let i = 0; i < 200; i++) sanitizeHtml(`<p>text ${i}<img src=x onerror="a(${i})"></p>`);
    expect(sanitizeHtml(unsafe)).toBe(first);
    expect(sanitizeHtml('<p>text 3<img src=x onerror="a(3)"></p>')).not.toMatch(/onerror/);
  });
});
