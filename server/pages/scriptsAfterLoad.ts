import { scriptSafeJson } from '../../src/renderer/scriptSafeJson';
import { CSP_NONCE_PLACEHOLDER } from '../securityHeaders';
import { injectModulePreloads } from '../static/indexHtml';

/** The id of the inline script that starts a server-rendered page's code. */
export const SCRIPT_START_ID = 'vitrine-start';

/**
 * How long after its HTML was read a page starts its code even if its load event has not come
 * (an eager image or a frame that takes its time), in milliseconds.
 */
export const START_AT_THE_LATEST_MS = 3000;

const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/** How many module preloads the starter adds per task (each costs the main thread a fetch's start). */
const PRELOADS_PER_TASK = 6;

/**
 * What runs in the page: once the page has loaded (its HTML, styles and eager images), or at
 * the latest START_AT_THE_LATEST_MS after its HTML was read, the entry is imported and the
 * module files are preloaded beside it, a few per task, so no task of the start is a long one.
 */
function starter(entry: string, files: string[]): string {
  const step = PRELOADS_PER_TASK;
  return [
    `(function(){var entry=${scriptSafeJson(entry)},files=${scriptSafeJson(files)},started=false;`,
    `function preload(from){files.slice(from,from+${step}).forEach(function(href){`,
    'var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";',
    'link.href=href;document.head.appendChild(link)});',
    `if(files.length>from+${step})setTimeout(preload,0,from+${step})}`,
    'function start(){if(started)return;started=true;import(entry);preload(0)}',
    'if(document.readyState==="complete")start();',
    `else{addEventListener("load",start,{once:true});setTimeout(start,${START_AT_THE_LATEST_MS})}})()`,
  ].join('');
}

/**
 * A server-rendered visitor page whose code starts after its first screen has loaded: the
 * shell's entry script and module preloads (with `files`, the built files the page needs at
 * once) leave the head for one small inline script at the end of the body that fetches them
 * after the load event. The page is whole as the server sent it, so until then its HTML, its
 * styles and its first images have the connection and the main thread to themselves, and it
 * paints before any script is fetched, parsed or run; the islands hydrate right after
 * (docs/decisions/visitor-pages.md). The scripts are taken from the shell before `fill` puts
 * the page in it, so nothing a layout wrote can pass for one. A shell without an entry script
 * gets the files as module preloads, as before.
 */
export function startScriptsAfterLoad(
  shell: string,
  fill: (shell: string) => string,
  files: string[],
): string {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry) return injectModulePreloads(fill(shell), files);
  const preloaded = [...shell.matchAll(PRELOAD)].map((match) => match[1]!);
  const all = [...new Set([...preloaded, ...files.map((file) => `/${encodeURI(file)}`)])].filter(
    (file) => file !== entry,
  );
  const page = fill(shell.replace(ENTRY, '').replace(PRELOAD, ''));
  const script = `<script id="${SCRIPT_START_ID}" nonce="${CSP_NONCE_PLACEHOLDER}">${starter(entry, all)}</script>`;
  const end = page.lastIndexOf('</body>');
  return end === -1 ? `${page}${script}` : `${page.slice(0, end)}${script}${page.slice(end)}`;
}

/** The entry and the files a page's starter script loads, in its order (for tests and benches). */
export function startedScripts(html: string): { entry: string; files: string[] } | null {
  const script = new RegExp(`<script id="${SCRIPT_START_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  const found = script && /var entry=("[^"]*"),files=(\[[^\]]*\])/.exec(script);
  if (!found) return null;
  return {
    entry: JSON.parse(found[1]!) as string,
    files: JSON.parse(found[2]!) as string[],
  };
}
