import { useEffect, useState } from 'react';
import { parseLayoutDocument } from '../components/schemaRegistry';
import type { LayoutDocument } from '../schema/layout/document';
import type { PathError } from '../schema/layout/parseLayout';
import { LayoutRenderer } from '../renderer/LayoutRenderer';
import { PageContext, type PageContextValue } from '../renderer/PageContext';
import { LayoutErrors } from './LayoutErrors';

interface PreviewRequest {
  layout: unknown;
  builder?: boolean;
  page?: PageContextValue;
  now?: string;
}

declare global {
  interface Window {
    /** Renders any layout through the real renderer: for browser tests and screenshots. */
    __vitrinePreview?: { render: (request: PreviewRequest) => PathError[] };
  }
}

/**
 * /preview: renders a layout given by `?src=<url>` or handed over by
 * `window.__vitrinePreview.render(...)`, exactly as a visitor page renders it.
 */
export function PreviewHarness() {
  const [state, setState] = useState<{
    layout?: LayoutDocument;
    builder: boolean;
    page: PageContextValue;
    now?: Date;
    errors?: PathError[];
  }>({
    builder: new URLSearchParams(window.location.search).has('builder'),
    page: {},
  });

  useEffect(() => {
    window.__vitrinePreview = {
      render: ({ layout, builder = false, page = {}, now }) => {
        const result = parseLayoutDocument(layout);
        setState(
          result.ok
            ? { layout: result.layout, builder, page, now: now ? new Date(now) : undefined }
            : { errors: result.errors, builder, page },
        );
        return result.ok ? [] : result.errors;
      },
    };
    const src = new URLSearchParams(window.location.search).get('src');
    if (src) {
      fetch(src)
        .then((r) => r.text())
        .then((text) => window.__vitrinePreview?.render({ layout: text, builder: state.builder }))
        .catch((error: Error) =>
          setState((s) => ({ ...s, errors: [{ path: '', message: error.message }] })),
        );
    }
    document.documentElement.dataset.previewReady = 'true';
    // Runs once: the harness API is installed on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.errors) return <LayoutErrors errors={state.errors} />;
  if (!state.layout) return <p role="status">Waiting for a layout…</p>;
  return (
    <PageContext.Provider value={state.page}>
      <LayoutRenderer layout={state.layout} builder={state.builder} now={state.now} />
    </PageContext.Provider>
  );
}
