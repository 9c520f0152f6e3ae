/**
 * blocks.md: the countdown's default completed text. A module of its own, so the schema (no date
 * code) and the renderer (no zod) both read it without carrying the other's imports.
 */
export const COUNTDOWN_COMPLETED_TEXT = 'Event has started!';
