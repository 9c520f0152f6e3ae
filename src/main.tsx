import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteApp } from './site/SiteApp';

// The editor is a separate chunk: visitors never download it.
const EditorApp = lazy(() => import('./editor/EditorApp'));

function App() {
  if (window.location.pathname === '/editor' || window.location.pathname.startsWith('/editor/')) {
    return (
      <Suspense
        fallback={<p style={{ padding: 24, fontFamily: 'system-ui' }}>Loading the editor…</p>}
      >
        <EditorApp />
      </Suspense>
    );
  }
  return <SiteApp />;
}

const root = document.getElementById('root');
if (!root) {
  console.warn('Vitrine: root element #root not found; nothing was rendered');
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
