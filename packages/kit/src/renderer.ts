/**
 * `@vitrine/kit/renderer`: the layout renderer, the component registry, server rendering
 * (renderStaticPage, renderToString of StaticLayout) and hydration. React is the app's own
 * (a peer dependency); the editor, TipTap and CodeMirror are never part of it. Blocks speak
 * English until the app loads and sets another language (loadLocale, then setLocale).
 */
export { setLocale } from '../../../src/i18n/i18n';
export { loadLocale } from '../../../src/i18n/loadLocale';
export { LayoutRenderer, type LayoutRendererProps } from '../../../src/renderer/LayoutRenderer';
export { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
export { StaticLayout, STATIC_LAYOUT_ID, STATIC_ROOT_ID } from '../../../src/renderer/staticLayout';
export { renderStaticPage } from '../../../src/renderer/staticPage';
export { componentRegistry, getComponentDefinition } from '../../../src/components/registry';
export { ThemeProvider } from '../../../src/ui/theme/ThemeProvider';
