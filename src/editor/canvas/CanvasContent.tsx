import { useCallback } from 'react';
import { LayoutRenderer } from '../../renderer/LayoutRenderer';
import { PageContext, type PageContextValue } from '../../renderer/PageContext';
import { ThemeProvider } from '../../ui/theme/ThemeProvider';
import { useEditorStore } from '../store/editorStore';
import { selectDocument, selectThemeMode } from '../store/selectors';

const PAGE: PageContextValue = {};

/**
 * What the frame shows: the real renderer in builder mode under the layout's theme, exactly
 * as the visitor page wraps it (ThemeProvider → LayoutRenderer), with the frame's root element
 * carrying the light/dark class.
 */
export function CanvasContent({
  frameDocument,
  scopeId,
}: {
  frameDocument: Document;
  scopeId: string;
}) {
  const layout = useEditorStore(selectDocument);
  const mode = useEditorStore(selectThemeMode);
  const root = useCallback(() => frameDocument.documentElement, [frameDocument]);
  return (
    <ThemeProvider theme={layout.theme} mode={mode} root={root}>
      <PageContext.Provider value={PAGE}>
        <LayoutRenderer layout={layout} builder scopeId={scopeId} />
      </PageContext.Provider>
    </ThemeProvider>
  );
}
