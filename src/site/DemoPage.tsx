import { useEffect, useState } from 'react';
import { parseLayoutDocument } from '../components/schemaRegistry';
import type { PathError } from '../schema/layout/parseLayout';
import type { LayoutDocument } from '../schema/layout/document';
import { LayoutRenderer } from '../renderer/LayoutRenderer';
import { LayoutErrors } from './LayoutErrors';

/** The demo layout shipped in public/demo, rendered as visitors see it. */
export function DemoPage({ src = '/demo/layout.json' }: { src?: string }) {
  const [state, setState] = useState<{ layout?: LayoutDocument; errors?: PathError[] }>({});
  useEffect(() => {
    let cancelled = false;
    fetch(src)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP Error Status: ${response.status}`);
        return response.text();
      })
      .then((text) => {
        if (cancelled) return;
        const result = parseLayoutDocument(text);
        setState(result.ok ? { layout: result.layout } : { errors: result.errors });
      })
      .catch(
        (error: Error) =>
          !cancelled && setState({ errors: [{ path: '', message: error.message }] }),
      );
    return () => {
      cancelled = true;
    };
  }, [src]);
  if (state.errors) return <LayoutErrors errors={state.errors} />;
  if (!state.layout)
    return (
      <p role="status" style={{ padding: 24 }}>
        Loading...
      </p>
    );
  return <LayoutRenderer layout={state.layout} />;
}
