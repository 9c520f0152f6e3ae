/**
 * A single-file export's media live in the page as data: URLs, while its layout keeps the short
 * relative names ('./media/1-photo.jpg') the layout's URL rules accept. The server-rendered
 * markup already carries the data: URLs (hydration keeps server attributes); elements React
 * creates later (a dialog's image, a slide) get the short name, which this puts right.
 */
const ATTRIBUTES = ['src', 'poster', 'href', 'style'] as const;

function replaceNames(value: string, assets: ReadonlyMap<string, string>): string {
  let next = value;
  for (const [name, dataUrl] of assets)
    if (next.includes(name)) next = next.split(name).join(dataUrl);
  return next;
}

function restore(element: Element, assets: ReadonlyMap<string, string>): void {
  for (const attribute of ATTRIBUTES) {
    const value = element.getAttribute(attribute);
    if (value && value.includes('./')) {
      const next = replaceNames(value, assets);
      if (next !== value) element.setAttribute(attribute, next);
    }
  }
}

function restoreTree(node: Node, assets: ReadonlyMap<string, string>): void {
  if (!(node instanceof Element)) return;
  restore(node, assets);
  for (const child of node.querySelectorAll('[src],[poster],[href],[style]'))
    restore(child, assets);
}

/** Keeps every short media name under `root` pointing at its data: URL, now and after changes. */
export function keepInlineAssets(root: Node, assets: Readonly<Record<string, string>>): void {
  const map = new Map(Object.entries(assets));
  if (map.size === 0) return;
  restoreTree(root, map);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') restoreTree(record.target, map);
      else for (const node of record.addedNodes) restoreTree(node, map);
    }
  }).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [...ATTRIBUTES],
  });
}
