/**
 * The bench's Puck editor: fetches the generated data its server serves for `?n=N` (as a real
 * Puck app loads its page from an API, and as our editor fetches its layout), then mounts Puck
 * with its default layout and canvas iframe. `window.__puckBench.select(id)` selects a
 * component the way our bench's `store.select` does: a state change, not a click.
 */
import { Puck, useGetPuck, type Data } from '@puckeditor/core';
// Puck's styles without the web font they import from a third-party host: this machine has no
// network beyond the loopback, and our editor loads no third-party font either.
import '@puckeditor/core/no-external.css';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { benchConfig } from './config';

declare global {
  interface Window {
    __puckBench?: { select(id: string): void };
  }
}

/** Rendered inside Puck (its header actions) so it can reach Puck's state. */
function BenchBridge({ children }: { children: ReactNode }) {
  const getPuck = useGetPuck();
  useEffect(() => {
    window.__puckBench = {
      select(id) {
        const puck = getPuck();
        const itemSelector = puck.getSelectorForId(id);
        if (!itemSelector) throw new Error(`No component ${id} in Puck's data`);
        puck.dispatch({ type: 'setUi', ui: { itemSelector } });
      },
    };
  }, [getPuck]);
  return <>{children}</>;
}

const response = await fetch(`/data.json${location.search}`);
const data = (await response.json()) as Data;
createRoot(document.getElementById('root')!).render(
  <Puck
    config={benchConfig as never}
    data={data}
    overrides={{ headerActions: ({ children }) => <BenchBridge>{children}</BenchBridge> }}
  />,
);
