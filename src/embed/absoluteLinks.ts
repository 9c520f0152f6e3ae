/** A root-relative address ('/c/demo/3'), not a protocol-relative one ('//cdn.example'). */
const ROOT_RELATIVE = /^\/(?!\/)/;

function rewrite(anchor: Element, origin: string): void {
  if (anchor.localName !== 'a') return;
  const href = anchor.getAttribute('href');
  if (href && ROOT_RELATIVE.test(href)) anchor.setAttribute('href', `${origin}${href}`);
}

function rewriteWithin(node: Node, origin: string): void {
  if (!(node instanceof Element)) return;
  if (node.matches('a[href]')) rewrite(node, origin);
  for (const anchor of node.querySelectorAll('a[href]')) rewrite(anchor, origin);
}

/**
 * A layout's links to Vitrine's own pages (a button to '/c/demo', a product card's '/c/demo/3')
 * are root-relative; embedded in a brand's site they would open that site's '/c/demo'. Every
 * such link under `root` — rendered now or later, or changed by a re-render — points at the
 * Vitrine server instead, so it opens the page it names (clicked, opened in a new tab or
 * copied). Returns the function that stops watching.
 */
export function keepLinksOnVitrine(root: ShadowRoot | Element, origin: string): () => void {
  for (const child of root.childNodes) rewriteWithin(child, origin);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') rewrite(record.target as Element, origin);
      else for (const added of record.addedNodes) rewriteWithin(added, origin);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['href'],
  });
  return () => observer.disconnect();
}
