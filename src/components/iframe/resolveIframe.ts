import { parseIframeSnippet } from '../../schema/sanitize/iframeSnippet';
import { safeUrl, WEB_SCHEMES } from '../../schema/sanitize/url';
import type { IframeData } from './schema';
import { t } from '../../i18n/i18n';

export interface ResolvedIframe {
  src: string;
  title: string;
  allow?: string;
  allowFullscreen: boolean;
  width?: number;
  height?: number;
}

/**
 * What the iframe block shows: the URL (http(s) only) or the first iframe of the snippet,
 * sanitised. Null when there is nothing safe to show.
 */
export function resolveIframe(data: IframeData): ResolvedIframe | null {
  if (data.inputType === 'url') {
    const src = safeUrl(data.src, WEB_SCHEMES, { allowRelative: false });
    if (!src) return null;
    return {
      src,
      title: data.title || t('blocks.embedded'),
      allowFullscreen: data.allowFullscreen,
    };
  }
  const snippet = parseIframeSnippet(data.htmlSnippet);
  if (!snippet) return null;
  return {
    src: snippet.src,
    title: data.title || snippet.title || t('blocks.embedded'),
    allow: snippet.allow,
    // The panel's switch decides (blocks.md "allowFullscreen (default true)"), whatever
    // the pasted snippet said.
    allowFullscreen: data.allowFullscreen,
    width: snippet.width,
    height: snippet.height,
  };
}
