import { defaultTheme } from '../schema/theme/theme';
import type { LayoutDocument } from '../schema/layout/document';
import { ThemeProvider } from '../ui/theme/ThemeProvider';
import { LayoutRenderer } from './LayoutRenderer';

/** The scope id of statically exported pages; "Export CSS" uses the same so the two match. */
export const STATIC_SCOPE_ID = 'vitrine';

/** Ids the hydration script looks for. */
export const STATIC_ROOT_ID = 'vitrine-root';
export const STATIC_LAYOUT_ID = 'vitrine-layout';

/**
 * A statically exported page's layout, as the server renders it and the hydration script
 * takes it over. Kept apart from renderStaticPage so neither the hydration script nor the
 * editor downloads React's server renderer.
 */
export function StaticLayout({ layout }: { layout: LayoutDocument }) {
  return (
    <ThemeProvider theme={layout.theme ?? defaultTheme}>
      <LayoutRenderer layout={layout} scopeId={STATIC_SCOPE_ID} />
    </ThemeProvider>
  );
}
