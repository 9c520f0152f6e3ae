import { lazyModule } from '../lazy/lazyModule';

/**
 * The in-place rich-text editor: TipTap, fetched the first time a text is double-clicked (or
 * already there when the panel's rich-text field loaded it), never in the start-up chunks.
 */
export const inlineTextPart = lazyModule(() => import('./InlineRichText'));
