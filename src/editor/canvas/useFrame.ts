import { useEffect, useState, type RefObject } from 'react';
import { cspNonce } from '../../client/cspNonce';

export interface FrameHandle {
  document: Document;
  /** The element React renders into (inside the frame's body). */
  mount: HTMLElement;
}

/**
 * Prepares the canvas frame's document for rendering from the editor's window: a mount node and
 * the page's document settings. No `<base>`: the page CSP forbids one (base-uri 'none'), and
 * written with document.open the frame takes the editor's URL, so relative URLs (uploads, demo
 * images) resolve against the editor's origin as they are. `css` (the same for the frame's
 * life) is in the document before anything renders into it, so the first layout of a page
 * already follows it.
 */
export function useFrame(
  ref: RefObject<HTMLIFrameElement | null>,
  css: string,
): FrameHandle | null {
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
      const style = doc.createElement('style');
      // The frame inherits the editor page's CSP: its style elements need the page's nonce.
      const nonce = cspNonce();
      if (nonce) style.setAttribute('nonce', nonce);
      style.textContent = css;
      doc.head.appendChild(style);
      setHandle({ document: doc, mount: doc.getElementById('vitrine-canvas-root')! });
    };
    attach();
    iframe.addEventListener('load', attach);
    return () => iframe.removeEventListener('load', attach);
  }, [ref, css]);
  return handle;
}
