import { buildLayoutCss } from '../../renderer/css/layoutCss';
import { STATIC_SCOPE_ID } from '../../renderer/staticLayout';
import type { LayoutDocument } from '../../schema/layout/document';
import { defaultTheme } from '../../schema/theme/theme';
import { fontImports, fontSources, themeCss } from '../../ui/theme/themeCss';

/** The scope id the static HTML export (`npm run export`) renders layouts with. */
export const EXPORT_SCOPE_ID = STATIC_SCOPE_ID;

/**
 * The layout's complete stylesheet as one file: font imports, the page theme (the layout's own,
 * or the default the site falls back to), then base, grid, breakpoints, device visibility, the
 * component types' CSS and the scoped custom CSS — the same rules, in the same scope, as the
 * static export, so the file restyles an exported page exactly.
 */
export function exportLayoutCss(layout: LayoutDocument, scopeId = EXPORT_SCOPE_ID): string {
  const theme = layout.theme ?? defaultTheme;
  const fonts = fontSources(theme);
  const imports = fontImports(fonts.stylesheets);
  const parts = [
    `/* Vitrine layout stylesheet — scope [data-one-layout="${scopeId}"] */`,
    imports,
    fonts.fontFaceCss,
    // The site-level theme on :root, as the visitor pages apply it; a layout theme then wins inside the scope.
    themeCss(theme),
    buildLayoutCss(layout, scopeId).css,
  ];
  return `${parts.filter((p) => p.trim() !== '').join('\n')}\n`;
}

/** Downloads data as a file (the browser's own save flow). */
export function downloadFile(filename: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads text as a file. */
export function downloadText(filename: string, text: string, type = 'text/css'): void {
  downloadFile(filename, text, type);
}

/** 'Summer drop 2024!' → 'summer-drop-2024': a layout's name as a file or folder name. */
export function layoutFileStem(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'layout';
}

/** 'Summer drop 2024!' → 'summer-drop-2024.css'. */
export function cssFileName(name: string): string {
  return `${layoutFileStem(name)}.css`;
}
