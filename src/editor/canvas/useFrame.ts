import { useEffect, useState, type RefObject } from 'react';

export interface FrameHandle {
  document: Document;
  /** The element React renders into (inside the frame's body). */
  mount: HTMLElement;
}

/**
 * Prepares the canvas frame's document for rendering from the editor's window: a mount node and
 * the page's document settings. No `<base>`: the page CSP forbids one (base-uri 'none'), and
 * written with document.open the frame takes the editor's URL, so relative URLs (uploads, demo
 * images) resolve against the editor's origin as they are.
 */
export function useFrame(ref: RefObject<HTMLIFrameElement | null>): FrameHandle | null {
  const [handle, setHandle] = useState<FrameHandle | null>(null);
  useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    const attach = () => {
      const doc = iframe.contentDocument;
      if (!doc || doc.getElementById('vitrine-canvas-root')) return;
      doc.open();
      doc.write(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canvas</title></head><body><div id="vitrine-canvas-root"></div></body></html>`,
      );
      doc.close();
      setHandle({ document: doc, mount: doc.getElementById('vitrine-canvas-root')! });
    };
    attach();
    iframe.addEventListener('load', attach);
    return () => iframe.removeEventListener('load', attach);
  }, [ref]);
  return handle;
}
