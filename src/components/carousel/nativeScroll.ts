/**
 * The slide a carousel's viewport shows after the visitor scrolled it natively (before the
 * engine started): the nearest one to `scrollLeft`, within the slides. `slideWidth` is one
 * slide's box, its gap included, which is the distance between two snap positions; without a
 * layout to measure (0 wide) the first slide is shown.
 */
export function nativeSlideIndex(scrollLeft: number, slideWidth: number, count: number): number {
  if (!(slideWidth > 0) || count < 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}
