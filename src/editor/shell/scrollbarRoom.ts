/** On the root element when the browser's scrollbars take room beside what they scroll. */
export const SCROLLBAR_ROOM_ATTRIBUTE = 'data-scrollbars-take-room';

/**
 * Whether this browser's scrollbars take room (Windows, most Linux desktops) rather than float
 * over the content (macOS, phones, a headless Chromium): a hidden box that always scrolls is
 * narrower inside than outside only then.
 */
function scrollbarsTakeRoom(document: Document): boolean {
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:absolute;top:0;left:-9999px;width:100px;height:100px;overflow:scroll;visibility:hidden';
  document.body.appendChild(probe);
  const room = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return room > 0;
}

/**
 * Marks the root when scrollbars take room, so the editor's scrolling columns keep that room
 * from the start (editor.css): otherwise the canvas narrows by a scrollbar's width when the
 * page grows taller than it, the fitted zoom changes and the page moves, as the editor
 * becomes ready. Where scrollbars float nothing is reserved — a headless Chromium, which
 * draws none, would still reserve a gutter's width for `scrollbar-gutter`. Run before the
 * editor's first rendering, which measures the canvas.
 */
export function markScrollbarRoom(document: Document): void {
  if (scrollbarsTakeRoom(document)) {
    document.documentElement.setAttribute(SCROLLBAR_ROOM_ATTRIBUTE, '');
  }
}
