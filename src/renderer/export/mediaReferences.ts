import type { LayoutDocument } from '../../schema/layout/document';

/** Files an export copies in, by extension, with the type a data: URL of them declares. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  flac: 'audio/flac',
};

const EXTENSION = /\.([a-z0-9]{2,5})$/i;

/** The lower-case extension of a URL's path ('' when it has none). */
export function urlExtension(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return EXTENSION.exec(path)?.[1]?.toLowerCase() ?? '';
}

/**
 * True for a whole value that addresses a media file the export should carry: an upload of
 * this server ('/uploads/…'), or an http(s), root-relative or relative address whose path ends
 * in an image, video or audio extension. Page links, embeds (YouTube…) and text are left alone.
 */
export function isMediaReference(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed !== value || trimmed === '' || /\s/.test(trimmed) || trimmed.length > 2048) {
    return false;
  }
  if (/^\/uploads\/[^/]/.test(trimmed)) return true;
  if (!/^(https?:\/\/[^/]|\/(?!\/)|\.\.?\/)/i.test(trimmed)) return false;
  return Object.hasOwn(MEDIA_TYPES, urlExtension(trimmed));
}

function visit(value: unknown, found: (text: string) => string | undefined): unknown {
  if (typeof value === 'string') return found(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => visit(item, found));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        visit(item, found),
      ]),
    );
  }
  return value;
}

/** Every media address the layout's components use, in the order they first appear. */
export function mediaReferences(layout: LayoutDocument): string[] {
  const seen = new Set<string>();
  visit(
    layout.components.map((c) => c.data),
    (text) => {
      if (isMediaReference(text)) seen.add(text);
      return undefined;
    },
  );
  return [...seen];
}

/** The layout with every whole string value of its components' data that `replace` answers replaced. */
export function replaceValues(
  layout: LayoutDocument,
  replace: (text: string) => string | undefined,
): LayoutDocument {
  return {
    ...layout,
    components: layout.components.map((component) => ({
      ...component,
      data: visit(component.data, replace) as typeof component.data,
    })),
  };
}

/** A root-relative address ('/c/demo', '/uploads/x'): it means the live site's, not the export's. */
export function isRootRelative(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}
