import { MAX_CUSTOM_CSS_LENGTH, type LayoutDocument } from '../../../schema/layout/document';

/** Replaces the layout's custom CSS. Longer than the limit is refused, never cut. */
export function setCustomCss(doc: LayoutDocument, css: string): void {
  if (css.length > MAX_CUSTOM_CSS_LENGTH) {
    throw new Error(`Custom CSS can be at most ${MAX_CUSTOM_CSS_LENGTH} characters`);
  }
  doc.custom_css = css;
}
