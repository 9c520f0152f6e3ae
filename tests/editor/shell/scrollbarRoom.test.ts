// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  markScrollbarRoom,
  SCROLLBAR_ROOM_ATTRIBUTE,
} from '../../../src/editor/shell/scrollbarRoom';

/** A browser whose scrolling boxes are `inside` px wide inside a 100 px box. */
function scrollbarsLeave(inside: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(inside);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(SCROLLBAR_ROOM_ATTRIBUTE);
});

describe('the editor keeps room for scrollbars only where they take it', () => {
  it('marks the page where a scrollbar narrows what it scrolls (Windows, most Linux desktops)', () => {
    scrollbarsLeave(83);
    markScrollbarRoom(document);
    expect(document.documentElement.hasAttribute(SCROLLBAR_ROOM_ATTRIBUTE)).toBe(true);
  });

  it('leaves the page alone where scrollbars float over the content (macOS, phones, headless)', () => {
    scrollbarsLeave(100);
    markScrollbarRoom(document);
    expect(document.documentElement.hasAttribute(SCROLLBAR_ROOM_ATTRIBUTE)).toBe(false);
  });

  it('leaves nothing of its measuring in the page', () => {
    scrollbarsLeave(83);
    const before = document.body.innerHTML;
    markScrollbarRoom(document);
    expect(document.body.innerHTML).toBe(before);
  });
});
