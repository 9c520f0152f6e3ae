import { componentLoaders, loadedComponentDefinition } from '../../components/lazyRegistry';
import type { LayoutDocument } from '../../schema/layout/document';
import { themeCss } from '../../ui/theme/themeCss';
import { baseCss } from './baseCss';
import { touchTargetCss } from './touchTargetCss';
import { deviceVisibilityCss, gridCss } from './gridCss';
import { loadedCssScoper } from './cssScoper';
import type { CssProblem } from './recoverCss';

export interface LayoutCss {
  css: string;
  customCssProblems: CssProblem[];
  /**
   * True when the layout has custom CSS and the scoper (postcss) has not loaded yet: `css` then
   * holds everything but the custom CSS, which is never applied unscoped. The browser loads the
   * scoper with loadCssScoper(); the server and `npm run export` import it at start.
   */
  customCssPending: boolean;
}

/** The attribute selector of one rendered layout. */
export function layoutScope(scopeId: string): string {
  return `[data-one-layout="${scopeId}"]`;
}

/**
 * Static CSS of the component types a layout uses, once each: of those whose definitions are at
 * hand (all of them where registry.ts is imported; in the browser, once the renderer loaded
 * them).
 */
export function componentTypesCss(types: Iterable<string>): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const type of types) {
    if (seen.has(type)) continue;
    seen.add(type);
    const css = loadedComponentDefinition(type)?.css;
    if (css) parts.push(css);
  }
  return parts.join('\n');
}

/**
 * The complete stylesheet of a layout: base, theme (when the layout carries one), grid and
 * breakpoints, device visibility, the component types' CSS and the scoped custom CSS. Used by
 * the renderer, the static export and the editor's "Export CSS".
 */
export function buildLayoutCss(
  layout: LayoutDocument,
  scopeId: string,
  options: { allTypes?: boolean } = {},
): LayoutCss {
  const scope = layoutScope(scopeId);
  const parts = [baseCss(scope), touchTargetCss(scope)];
  if (layout.theme) parts.push(themeCss(layout.theme, scope));
  if (layout.grid_config) parts.push(gridCss(layout.grid_config, scope));
  parts.push(deviceVisibilityCss(scope));
  const types = options.allTypes
    ? Object.keys(componentLoaders)
    : layout.components.map((c) => c.type);
  parts.push(componentTypesCss(types));
  const scoper = loadedCssScoper();
  const pending = scoper === null && layout.custom_css.trim() !== '';
  const custom = scoper ? scoper(layout.custom_css, scope) : { css: '', problems: [] };
  if (custom.css) parts.push(`/* custom CSS */\n${custom.css}`);
  return {
    css: parts.filter(Boolean).join('\n'),
    customCssProblems: custom.problems,
    customCssPending: pending,
  };
}
