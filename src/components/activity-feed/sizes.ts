/**
 * blocks.md: feed maximum width 668 px; modal width 650 px. A module of their own: the feed's
 * renderer reads them without loading the block's schema.
 */
export const FEED_MAX_WIDTH = 668;
export const FEED_MODAL_WIDTH = 650;
