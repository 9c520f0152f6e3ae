/**
 * On a phone (a narrow screen or a touch pointer) every control of the page's blocks is at least
 * 44 × 44 px to the finger, whatever size it is drawn: text controls grow to 44 px high; small
 * round icons (a card's action, a post's menu, a carousel's arrows) keep their look and take
 * taps on an invisible 44 px square around them; a carousel's dots are spaced 44 px apart, each
 * with its own square, so no dot's area covers its neighbour's, and wrap onto another row
 * when a long carousel's dots would be wider than the screen. Scoped to one layout root.
 */
export function touchTargetCss(scope: string): string {
  const s = (selectors: string) =>
    selectors
      .split(',')
      .map((selector) => `${scope} ${selector.trim()}`)
      .join(',');
  return `@media (max-width:640px),(pointer:coarse){
${s('.one-button, .one-share-button, .one-tabs-trigger')}{min-height:44px}
${s('.one-product-card-toggle')}{display:inline-flex;align-items:center;min-height:44px;margin-top:0}
${s('.one-activity-delete')}{position:relative}
${s('.one-block-action::after, .one-activity-delete::after, .one-carousel-nav::after')}{content:'';position:absolute;left:50%;top:50%;width:max(100%,44px);height:max(100%,44px);transform:translate(-50%,-50%)}
${s('.one-carousel-dot')}{padding:max(6px,calc((44px - var(--one-carousel-dot-size,8px)) / 2));margin:0}
${s('.one-carousel-dots')}{gap:0;flex-wrap:wrap}
}`;
}
