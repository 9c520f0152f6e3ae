import { lazy, Suspense } from 'react';
import { defaultTheme } from '../schema/theme/defaultTheme';
import type { LayoutDocument } from '../schema/layout/document';
import { ThemeProvider } from '../ui/theme/ThemeProvider';
import { useOnClient } from '../ui/useOnClient';
import { LayoutRenderer } from './LayoutRenderer';

// A chunk of its own: nothing shows in it before a block opens a dialog or a toast, so the
// renderer's first download need not carry it (nor the texts its buttons read).
const Surfaces = lazy(() => import('./PageSurfaces'));

/** The scope id of statically exported pages; "Export CSS" uses the same so the two match. */
export const STATIC_SCOPE_ID = 'vitrine';

/** Ids the hydration script looks for. */
export const STATIC_ROOT_ID = 'vitrine-root';
export const STATIC_LAYOUT_ID = 'vitrine-layout';

/**
 * foundation.md's in-page surfaces (the modal dialog host and the toast area), without which
 * block-grid dialogs and the share copy toast show nothing on an exported page. Client-only:
 * the server renders nothing here, so the exported HTML is unchanged and hydration matches.
 * Why: the Toaster renders its style and live region even when empty, dialogs portal into
 * document.body, and on the server the dialog and toast stores are module singletons shared by
 * every request.
 */
function PageSurfaces() {
  if (!useOnClient()) return null;
  return (
    <Suspense fallback={null}>
      <Surfaces />
    </Suspense>
  );
}

/**
 * A statically exported page's layout, as the server renders it and the hydration script
 * takes it over. Kept apart from renderStaticPage so neither the hydration script nor the
 * editor downloads React's server renderer. A page with no API behind it is a StandaloneLayout
 * (src/renderer/standalone.tsx).
 */
export function StaticLayout({ layout }: { layout: LayoutDocument }) {
  return (
    <ThemeProvider theme={layout.theme ?? defaultTheme}>
      <LayoutRenderer layout={layout} scopeId={STATIC_SCOPE_ID} />
      <PageSurfaces />
    </ThemeProvider>
  );
}
