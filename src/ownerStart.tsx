import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const loadingStyle = { padding: 24, fontFamily: 'system-ui' } as const;

/**
 * How long an app may take to load before its loading line shows. A returning owner's editor
 * draws itself sooner than that: the line would only flicker, and painting it took the first
 * frame's work (and the browser's for a first paint) from the app's own first rendering.
 */
export const LOADING_LINE_DELAY_MS = 300;

/**
 * The editor and the studio are separate chunks: visitors never download them. It is imported before React
 * renders it rather than through lazy() + Suspense, because React holds back revealing a
 * Suspense boundary's content for up to 300 ms after its fallback showed — time the owner
 * would wait with the editor already loaded.
 */
export function startOwnerApp(
  element: HTMLElement,
  name: 'editor' | 'studio',
  load: () => Promise<{ default: () => ReactNode }>,
) {
  const root = createRoot(element);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  const loadingLine = setTimeout(
    () => render(<p style={loadingStyle}>Loading the {name}…</p>),
    LOADING_LINE_DELAY_MS,
  );
  load().then(
    ({ default: App }) => {
      clearTimeout(loadingLine);
      render(<App />);
    },
    (error: unknown) => {
      clearTimeout(loadingLine);
      console.error(`Vitrine: the ${name} could not be loaded`, error);
      render(
        <div role="alert" style={loadingStyle}>
          <p>The {name} could not be loaded. Check the connection and reload the page.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>,
      );
    },
  );
}

/**
 * The editor: the layout the page was given opens before its first render (session.ts,
 * openGivenLayout), which then draws the canvas with the panels in one pass.
 */
export function startEditor(element: HTMLElement) {
  startOwnerApp(element, 'editor', () =>
    import('./editor/EditorApp').then(async (editor) => {
      await editor.openGivenLayout();
      return editor;
    }),
  );
}

/**
 * The studio's account screens (sign-in, people, keys, site and brand): their own chunk, started
 * as the studio is, with its loading line and its failure.
 */
export function startAccountPages(element: HTMLElement) {
  startOwnerApp(element, 'studio', () => import('./studio/account/AccountPages'));
}
