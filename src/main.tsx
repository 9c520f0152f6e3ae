import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { startOpeningRequests } from './editor/persistence/openingRequests';
import { applyVisitorLocale } from './i18n/i18n';
import { SiteApp } from './site/SiteApp';

function isEditorPath(path: string): boolean {
  return path === '/editor' || path.startsWith('/editor/');
}

const loadingStyle = { padding: 24, fontFamily: 'system-ui' } as const;

/**
 * The editor is a separate chunk: visitors never download it. It is imported before React
 * renders it rather than through lazy() + Suspense, because React holds back revealing a
 * Suspense boundary's content for up to 300 ms after its fallback showed — time the owner
 * would wait with the editor already loaded.
 */
function startEditor(root: Root) {
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  render(<p style={loadingStyle}>Loading the editor…</p>);
  startOpeningRequests();
  import('./editor/EditorApp').then(
    ({ default: EditorApp }) => render(<EditorApp />),
    (error: unknown) => {
      console.error('Vitrine: the editor could not be loaded', error);
      render(
        <div role="alert" style={loadingStyle}>
          <p>The editor could not be loaded. Check the connection and reload the page.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>,
      );
    },
  );
}

const element = document.getElementById('root');
if (!element) {
  console.warn('Vitrine: root element #root not found; nothing was rendered');
} else if (isEditorPath(window.location.pathname)) {
  startEditor(createRoot(element));
} else {
  // Visitor pages speak the site's or the visitor's language; the editor stays English.
  applyVisitorLocale();
  createRoot(element).render(
    <StrictMode>
      <SiteApp />
    </StrictMode>,
  );
}
