import { safeUrl } from '../../schema/sanitize/url';

/** What a video source resolves to: a provider embed, a direct file, or nothing playable. */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'direct'; url: string }
  | { kind: 'none' }
  | { kind: 'invalid' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);
/** Path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const YOUTUBE_PATH_FORMS = new Set(['embed', 'shorts', 'live', 'v', 'e']);

function parseHttpUrl(raw: string): URL | null {
  const text = raw.trim();
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//') ? text : `https://${text}`;
  const safe = safeUrl(withScheme, ['http:', 'https:'], { allowRelative: false });
  return safe ? new URL(safe) : null;
}

const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

/** The 11-character YouTube id of any common YouTube link form, else null. */
export function youtubeId(raw: string): string | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const host = bareHost(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (host === 'youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v') ?? undefined;
    else if (segments[0] && YOUTUBE_PATH_FORMS.has(segments[0])) candidate = segments[1];
    else if (segments.length === 0) candidate = url.searchParams.get('v') ?? undefined;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The numeric Vimeo id of a vimeo.com or player.vimeo.com link, else null. */
export function vimeoId(raw: string): string | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const host = bareHost(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  // vimeo.com/123, /channels/staffpicks/123, /groups/x/videos/123, player.vimeo.com/video/123
  const numeric = url.pathname.split('/').filter((s) => /^\d+$/.test(s));
  return numeric[0] ?? null;
}

/**
 * foundation.md: YouTube links (11-character id) and Vimeo links (numeric id) become embeds;
 * other URLs play as a direct video. Only http(s) or same-site paths are ever played.
 */
export function resolveVideoSource(src: string): VideoSource {
  const text = src.trim();
  if (!text) return { kind: 'none' };
  const yt = youtubeId(text);
  if (yt) return { kind: 'youtube', id: yt };
  const vm = vimeoId(text);
  if (vm) return { kind: 'vimeo', id: vm };
  const direct = safeUrl(text, ['http:', 'https:']);
  return direct ? { kind: 'direct', url: direct } : { kind: 'invalid' };
}

export interface PlayerFlags {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
}

const bit = (flag: boolean) => (flag ? '1' : '0');

/** foundation.md: YouTube and Vimeo players with autoplay, mute, loop and controls as 0/1. */
export function embedUrl(
  source: { kind: 'youtube' | 'vimeo'; id: string },
  flags: PlayerFlags,
): string {
  if (source.kind === 'youtube') {
    const params = new URLSearchParams({
      autoplay: bit(flags.autoplay),
      mute: bit(flags.muted),
      loop: bit(flags.loop),
      controls: bit(flags.controls),
      playsinline: '1',
      rel: '0',
    });
    // YouTube only loops a single video when it is also its own playlist.
    if (flags.loop) params.set('playlist', source.id);
    return `https://www.youtube.com/embed/${source.id}?${params.toString()}`;
  }
  const params = new URLSearchParams({
    autoplay: bit(flags.autoplay),
    muted: bit(flags.muted),
    loop: bit(flags.loop),
    controls: bit(flags.controls),
  });
  return `https://player.vimeo.com/video/${source.id}?${params.toString()}`;
}
