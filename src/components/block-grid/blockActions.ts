import { parseIframeSnippet } from '../../schema/sanitize/iframeSnippet';
import { safeUrl } from '../../schema/sanitize/url';
import { resolveVideoSource, type VideoSource } from '../video/videoSource';
import type { Block, BlockActionType, Media } from './schema';
import { messageMap } from '../../i18n/i18n';

/** The ids the block dialogs are registered under (foundation.md "Block dialogs"). */
export const BLOCK_DIALOG_IDS = {
  image: 'block-grid:image',
  carousel: 'block-grid:carousel',
  post: 'block-grid:post',
  video: 'block-grid:video',
  iframe: 'block-grid:iframe',
} as const;
export type BlockDialogKind = keyof typeof BLOCK_DIALOG_IDS;
/** The registration block registers this dialog id (foundation.md). */
export const REGISTRATION_DIALOG_ID = 'registration';

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|avif|svg)$/i;

/** foundation.md: the single-image dialog renders only for media whose file type is an image. */
export function isImageMedia(media: Media | null | undefined): media is Media {
  if (!media?.url) return false;
  const type = media.file_type.trim().toLowerCase();
  if (type)
    return (
      type === 'image' ||
      type.startsWith('image/') ||
      ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'].includes(type)
    );
  return IMAGE_EXTENSION.test(media.url.split(/[?#]/, 1)[0] ?? '');
}

/** Gallery media that can be shown as slides, in their order. */
export function galleryImages(block: Block): Media[] {
  return block.gallery
    .filter((m) => isImageMedia(m) && safeUrl(m.url, ['http:', 'https:']) !== null)
    .sort((a, b) => a.order - b.order);
}

/** The video a block plays: its YouTube link (or bare 11-character id), else its video media. */
export function blockVideoSource(block: Block): VideoSource {
  const youtube = block.dialog.youtube.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(youtube)) return { kind: 'youtube', id: youtube };
  if (youtube) {
    const source = resolveVideoSource(youtube);
    if (source.kind !== 'none' && source.kind !== 'invalid') return source;
  }
  return resolveVideoSource(block.video?.url ?? '');
}

/** The iframe an iframe block shows: its URL, or the first iframe of its sanitised snippet. */
export function blockIframe(
  block: Block,
): { src: string; title?: string; width?: number; height?: number; allow?: string } | null {
  if (block.dialog.iframe_input_type === 'code') {
    const snippet = parseIframeSnippet(block.dialog.iframe_code);
    return snippet
      ? {
          src: snippet.src,
          title: snippet.title,
          width: snippet.width,
          height: snippet.height,
          allow: snippet.allow,
        }
      : null;
  }
  const src = safeUrl(block.dialog.iframe_url, ['http:', 'https:'], { allowRelative: false });
  return src ? { src } : null;
}

/** The URL a url block navigates to: http(s), mailto, tel or a same-site path. */
export function blockLink(block: Block): string | null {
  return block.url ? safeUrl(block.url, ['http:', 'https:', 'mailto:', 'tel:']) : null;
}

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '' || /<img\s/i.test(html);

/**
 * Whether the block's action can run (foundation.md): a post only with a body, an iframe only
 * with a url or code, the image dialog only for image media, a carousel with at least one image,
 * a video with a playable source, a url that passes the scheme allow-list.
 */
export function blockAction(block: Block): BlockActionType | null {
  const action = block.action_type;
  switch (action) {
    case 'image':
      return isImageMedia(block.image) && safeUrl(block.image.url, ['http:', 'https:'])
        ? action
        : null;
    case 'carousel':
      return galleryImages(block).length > 0 ? action : null;
    case 'post':
      return hasText(block.dialog.post_body) ? action : null;
    case 'video': {
      const kind = blockVideoSource(block).kind;
      return kind === 'none' || kind === 'invalid' ? null : action;
    }
    case 'iframe':
      return blockIframe(block) ? action : null;
    case 'url':
      return blockLink(block) ? action : null;
    case 'registration':
      return action;
    default:
      return null;
  }
}

/** The accessible name of a block's action when its card has no header. */
export const actionLabels: Readonly<Record<BlockActionType, string>> = messageMap('blocks', {
  image: 'viewImage',
  carousel: 'viewGallery',
  post: 'readPost',
  video: 'playVideo',
  iframe: 'open',
  url: 'openLink',
  registration: 'register',
});
