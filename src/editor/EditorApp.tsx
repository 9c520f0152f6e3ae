import { useEffect, useState } from 'react';
import { Toaster } from '../ui/toast/Toaster';
import { DialogHost } from '../ui/dialog/DialogHost';
import { Canvas } from './canvas/Canvas';
import { CssProblemsNotice } from './css/CssProblemsNotice';
import { EditorDndProvider } from './dnd/EditorDndProvider';
import { InspectorPanel } from './panels/InspectorPanel';
import { DraftOffer } from './persistence/DraftOffer';
import { LoadErrors } from './persistence/LoadErrors';
import { openAtMount } from './persistence/session';
import { openLayoutStore, useOpenLayout } from './persistence/openLayoutStore';
import { editorStore } from './store/editorStore';
import { useLocalDraft } from './persistence/useLocalDraft';
import { CanvasToolbar } from './shell/CanvasToolbar';
import { HistoryAnnouncer } from './shell/HistoryAnnouncer';
import { Sidebar } from './shell/Sidebar';
import { TopBar } from './shell/TopBar';
import { useEditorPane } from './shell/useEditorPane';
import { useHistoryShortcuts } from './shell/useHistoryShortcuts';
import { markScrollbarRoom } from './shell/scrollbarRoom';
import './shell/editor.css';
import { canvasBridge } from './canvas/canvasBridge';
import { editorKey } from './persistence/editorClient';
import { currentEditorClient, editorQueryClient } from './persistence/editorQueries';
import { ApiClientProvider } from '../client/ClientProvider';
import { OwnerSessionProvider, RequireOwner } from '../studio/account/ownerSession';
import { fetchFirstScreenParts, preloadCommonParts } from './lazy/parts';
import {
  ConflictDialog,
  OpenLayoutDialog,
  VersionHistoryDialog,
  VersionPreviewBanner,
} from './lazy/lazyViews';

/** Called by the editor's starter before the first render (src/ownerStart.tsx). */
export { openGivenLayout } from './persistence/session';

// Before the first rendering: the canvas measures itself as it mounts, with the scrollbars'
// room already kept where they take it.
markScrollbarRoom(document);

declare global {
  interface Window {
    /** The editor's stores, for browser tests and the benchmark (the owner's own page). */
    __vitrineEditor?: {
      store: typeof editorStore;
      session: typeof openLayoutStore;
      canvas: typeof canvasBridge;
    };
  }
}

/**
 * The editor at /editor. Its writes are authorised by the studio session: without one (and
 * without a key of its own, as a development server injects) the studio sign-in comes first.
 */
export default function EditorApp() {
  return (
    <ApiClientProvider client={currentEditorClient} queryClient={editorQueryClient}>
      {editorKey() ? (
        <EditorWorkspace />
      ) : (
        <OwnerSessionProvider>
          <RequireOwner>
            <EditorWorkspace />
          </RequireOwner>
        </OwnerSessionProvider>
      )}
    </ApiClientProvider>
  );
}

/** The editor itself: top bar, palette and layers, the canvas, the inspector. */
function EditorWorkspace() {
  const [dialog, setDialog] = useState<'open' | 'new' | 'history' | null>(null);
  const { pane, setPane, revealCanvas } = useEditorPane();
  const status = useOpenLayout((s) => s.status);
  useHistoryShortcuts();
  useLocalDraft();

  useEffect(() => {
    window.__vitrineEditor = { store: editorStore, session: openLayoutStore, canvas: canvasBridge };
    // On a phone the page is previewed as on a phone; elsewhere at desktop width.
    if (window.innerWidth < 900) editorStore.getState().setDevice('mobile');
    void openAtMount();
  }, []);

  useEffect(() => {
    document.title = 'Vitrine editor';
    document.documentElement.dataset.editorReady = status === 'ready' ? 'true' : 'false';
    if (status !== 'ready') return;
    // The canvas draws the layout in the rendering after this one (its frame's document is
    // made by this one's effects), and the next animation frame paints it: the first screen's
    // other code is fetched from the frame after that, so its compiling and running never
    // compete with drawing the page. "Load to interactive" for the benchmark.
    let cancelled = false;
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (cancelled) return;
          performance.mark('vitrine:editor-interactive');
          fetchFirstScreenParts();
        }, 0),
      ),
    );
    const cancelPreload = preloadCommonParts();
    return () => {
      cancelled = true;
      cancelPreload();
    };
  }, [status]);

  return (
    <EditorDndProvider revealCanvas={revealCanvas}>
      <div className="one-editor" data-pane={pane}>
        <TopBar
          onOpen={() => setDialog('open')}
          onNew={() => setDialog('new')}
          onHistory={() => setDialog('history')}
        />
        <nav className="one-editor-pane-switch" aria-label="Editor panes">
          {(['add', 'canvas', 'inspector'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={pane === p}
              className="one-editor-button"
              onClick={() => setPane(p)}
            >
              {p === 'add' ? 'Components' : p === 'canvas' ? 'Canvas' : 'Settings'}
            </button>
          ))}
        </nav>
        <aside className="one-editor-left" aria-label="Components and layers">
          <Sidebar />
        </aside>
        <main className="one-editor-centre" aria-label="Page">
          <DraftOffer />
          <CssProblemsNotice />
          <VersionPreviewBanner />
          {status === 'error' ? (
            <LoadErrors onOpen={() => setDialog('open')} onNew={() => setDialog('new')} />
          ) : (
            <>
              <CanvasToolbar />
              {status === 'loading' && (
                <div className="one-editor-loading-anchor">
                  <p role="status" className="one-editor-loading">
                    Loading the layout…
                  </p>
                </div>
              )}
              <Canvas />
            </>
          )}
        </main>
        <aside className="one-editor-right" aria-label="Settings">
          <InspectorPanel />
        </aside>
      </div>
      <OpenLayoutDialog
        mode={dialog === 'open' || dialog === 'new' ? dialog : null}
        onClose={() => setDialog(null)}
      />
      <VersionHistoryDialog open={dialog === 'history'} onClose={() => setDialog(null)} />
      <ConflictDialog />
      <DialogHost />
      <Toaster />
      <HistoryAnnouncer />
    </EditorDndProvider>
  );
}
