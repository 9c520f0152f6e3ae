import type { LayoutDocument } from '../../../schema/layout/document';
import type { Theme } from '../../../schema/theme/theme';

/** Sets the layout's own theme; undefined removes it so the site's theme applies. */
export function setTheme(doc: LayoutDocument, theme: Theme | undefined): void {
  if (theme === undefined) delete doc.theme;
  else doc.theme = theme;
}
