import { defaultTheme } from '../schema/theme/theme';
import type { LayoutDocument } from '../schema/layout/document';
import { DialogHost } from '../ui/dialog/DialogHost';
import { ThemeProvider } from '../ui/theme/ThemeProvider';
import { Toaster } from '../ui/toast/Toaster';
import { useOnClient } from '../ui/useOnClient';
import { LayoutRenderer } from './LayoutRenderer';
import { StandaloneContext } from './standalone';

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
    <>
      <DialogHost />
      <Toaster />
    </>
  );
}

/**
 * A statically exported page's layout, as the server renders it and the hydration script
 * takes it over. Kept apart from renderStaticPage so neither the hydration script nor the
 * editor downloads React's server renderer. `standalone`: no API behind the page, so blocks
 * that need it say they work on the live page (src/renderer/standalone.tsx).
 */
export function StaticLayout({
  layout,
  standalone = false,
}: {
  layout: LayoutDocument;
  standalone?: boolean;
}) {
  return (
    <StandaloneContext.Provider value={standalone}>
      <ThemeProvider theme={layout.theme ?? defaultTheme}>
        <LayoutRenderer layout={layout} scopeId={STATIC_SCOPE_ID} />
        <PageSurfaces />
      </ThemeProvider>
    </StandaloneContext.Provider>
  );
}
