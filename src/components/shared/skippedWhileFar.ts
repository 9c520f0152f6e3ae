/**
 * CSS that skips a native player while it is far from the visitor's screen. `<audio controls>`
 * and `<video controls>` are styled and laid out in the browser's own shadow tree, which at a
 * page's start costs as much as all the other blocks of the demo page together; with
 * `content-visibility: auto` the element holding one is rendered only as it nears the screen.
 * Its box keeps `height` (then its last rendered height) meanwhile, and nothing on screen moves.
 * Visitor pages only: the editor's canvas skips far parts its own way, and the geometry its
 * overlay reads must stay what was rendered.
 */
export function skippedWhileFar(holder: string, height: string): string {
  return `.one-layout:not([data-builder]) ${holder}{content-visibility:auto;contain-intrinsic-height:auto ${height}}`;
}
