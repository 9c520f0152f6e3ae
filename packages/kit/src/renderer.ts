/**
 * `@vitrine/kit/renderer`: the layout renderer, the component registry, server rendering
 * (renderStaticPage, renderToString of StaticLayout) and hydration. React is the app's own
 * (a peer dependency); the editor, TipTap and CodeMirror are never part of it.
 */
export { LayoutRenderer, type LayoutRendererProps } from '../../../src/renderer/LayoutRenderer';
export { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
export { StaticLayout, STATIC_LAYOUT_ID, STATIC_ROOT_ID } from '../../../src/renderer/staticLayout';
export { renderStaticPage } from '../../../src/renderer/staticPage';
export { componentRegistry, getComponentDefinition } from '../../../src/components/registry';
export { ThemeProvider } from '../../../src/ui/theme/ThemeProvider';
