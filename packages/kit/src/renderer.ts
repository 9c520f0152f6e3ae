/**
 * `@vitrine/kit/renderer`: the layout renderer, the lazy component registry (each block type a
 * chunk, loaded the first time a layout shows it) and hydration (StaticLayout, after
 * loadLayoutComponents). Server rendering with every type at once is `./renderer/server`.
 * React is the app's own (a peer dependency); the editor, TipTap and CodeMirror are never part
 * of it. Blocks speak English until the app loads and sets another language (loadLocale, then
 * setLocale).
 */
import type { Locale } from '../../../src/schema/locales';

export { setLocale } from '../../../src/i18n/pageLocale';
export { LayoutRenderer, type LayoutRendererProps } from '../../../src/renderer/LayoutRenderer';
export { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
export { StaticLayout, STATIC_LAYOUT_ID, STATIC_ROOT_ID } from '../../../src/renderer/staticLayout';
export {
  componentLoaders,
  loadComponentDefinition,
  loadLayoutComponents,
} from '../../../src/components/lazyRegistry';
export { ThemeProvider } from '../../../src/ui/theme/ThemeProvider';

/**
 * Adds `locale`'s texts and date names (src/i18n/loadLocale.ts), fetching them once. Its code
 * (the text lookup and the English texts) is imported when it is called, so the renderer's first
 * download does not carry it before a block needs it.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const { loadLocale: load } = await import('../../../src/i18n/loadLocale');
  await load(locale);
}
