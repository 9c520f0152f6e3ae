import { memo, Suspense, useCallback, useMemo } from 'react';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import { PageContext, type PageContextValue } from '../../renderer/PageContext';
import { ThemeProvider } from '../../ui/theme/ThemeProvider';
import { useOpenLayout } from '../persistence/openLayoutStore';
import { useEditorStore } from '../store/editorStore';
import { selectDocument, selectPreview, selectThemeMode } from '../store/selectors';
import { HiddenGhosts } from './hiddenGhosts';
import { usePreviewCollection } from './usePreviewCollection';

/**
 * What the frame shows: the real renderer in builder mode under the layout's theme, exactly
 * as the visitor page wraps it (ThemeProvider → LayoutRenderer), with the frame's root element
 * carrying the light/dark class. Memoised: the canvas around it renders again as its size or
 * scale changes, which changes nothing here.
 */
export const CanvasContent = memo(function CanvasContent({
  frameDocument,
  scopeId,
}: {
  frameDocument: Document;
  scopeId: string;
}) {
  const draft = useEditorStore(selectDocument);
  // A previewed version takes the draft's place until the owner restores it or goes back.
  const preview = useEditorStore(selectPreview);
  const layout = preview?.document ?? draft;
  const mode = useEditorStore(selectThemeMode);
  const root = useCallback(() => frameDocument.documentElement, [frameDocument]);
  const collection = usePreviewCollection();
  const page = useMemo<PageContextValue>(() => ({ collection }), [collection]);
  // While a layout opens the store holds no layout yet: the page stays blank under the editor's
  // "Loading the layout…" rather than saying there is no layout.
  const opening = useOpenLayout((s) => s.status === 'loading');
  if (opening) return null;
  return (
    <ThemeProvider theme={layout.theme} mode={mode} root={root}>
      <PageContext.Provider value={page}>
        {/* The builder's blocks have no Suspense boundary each (ComponentHost): none suspends,
            and should one, the canvas waits here rather than failing. */}
        <Suspense fallback={null}>
          <LayoutRenderer layout={layout} builder scopeId={scopeId} />
        </Suspense>
        <HiddenGhosts scopeId={scopeId} />
      </PageContext.Provider>
    </ThemeProvider>
  );
});
