import { zipSync, type Zippable } from 'fflate';
import { loadCssScoper } from '../../renderer/css/cssScoper';
import { buildExport, type MediaLoader } from '../../renderer/export/buildExport';
import { STANDALONE_SCRIPT_URL } from '../../renderer/export/ids';
import type { LayoutDocument } from '../../schema/layout/document';
import { layoutFileStem } from '../css/exportCss';

/** What "Export page" hands the browser to save, and what it tells the owner. */
export interface PageZip {
  fileName: string;
  bytes: Uint8Array;
  /** The paths inside the zip, folder first: 'summer-drop/index.html', … */
  entries: string[];
  warnings: string[];
}

function mediaFromServer(fetchFile: typeof fetch): MediaLoader {
  return async (url) => {
    const response = await fetchFile(url);
    if (!response.ok) return { missing: `HTTP ${response.status}` };
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      type: response.headers.get('content-type')?.split(';')[0] ?? undefined,
    };
  };
}

/**
 * The page as `npm run export` writes it (index.html, assets/, media/), zipped in one folder
 * named after the layout. The standalone script is the server's built copy; media are fetched
 * like the page fetches them (an address another site does not share is a warning, not a stop);
 * root-relative links point at this site (`siteUrl`), the live one.
 */
export async function exportPageZip(
  layout: LayoutDocument,
  name: string,
  fetchFile: typeof fetch = (input, init) => fetch(input, init),
  siteUrl: string | undefined = typeof location === 'undefined' ? undefined : location.origin,
): Promise<PageZip> {
  const scriptResponse = await fetchFile(STANDALONE_SCRIPT_URL);
  if (!scriptResponse.ok) {
    throw new Error(
      `The page script is not on this server (${STANDALONE_SCRIPT_URL} answered ${scriptResponse.status}); build the front end with npm run build.`,
    );
  }
  const script = await scriptResponse.text();
  // The page's custom CSS is scoped into the file: its scoper must be here before rendering.
  if (layout.custom_css.trim() !== '') await loadCssScoper();
  const { files, warnings } = await buildExport(layout, {
    script,
    title: name.trim() || undefined,
    loadMedia: mediaFromServer(fetchFile),
    siteUrl,
  });
  const folder = layoutFileStem(name);
  const encoder = new TextEncoder();
  const zippable: Zippable = {};
  const entries: string[] = [];
  for (const [path, contents] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const entry = `${folder}/${path}`;
    entries.push(entry);
    zippable[entry] = typeof contents === 'string' ? encoder.encode(contents) : contents;
  }
  return { fileName: `${folder}.zip`, bytes: zipSync(zippable, { level: 6 }), entries, warnings };
}
