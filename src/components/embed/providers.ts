import { safeUrl, WEB_SCHEMES } from '../../schema/sanitize/url';

/**
 * The embed block's allow-list: a pasted link from one of these providers becomes the provider's
 * own embed address; nothing else is ever framed. React-free and tested without a browser.
 */
export interface EmbedMatch {
  provider: string;
  /** The provider's embed address (https). */
  src: string;
  title: string;
  /** Width divided by height, for players that scale. */
  aspectRatio?: number;
  /** Fixed height in pixels, for posts, players and forms that do not scale. */
  height?: number;
  /** Narrow embeds (posts, vertical video) stay this wide at most. */
  maxWidth?: number;
  allow?: string;
  allowFullscreen?: boolean;
}

interface Provider {
  name: string;
  hosts: string[];
  match: (url: URL) => Omit<EmbedMatch, 'provider'> | null;
}

const VIDEO_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

const youtube: Provider = {
  name: 'YouTube',
  hosts: ['youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com', 'music.youtube.com'],
  match(url) {
    const path = segments(url);
    let id: string | null | undefined;
    let vertical = false;
    if (url.hostname.endsWith('youtu.be')) id = path[0];
    else if (path[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'live', 'v'].includes(path[0] ?? '')) id = path[1];
    else if (path[0] === 'shorts') [id, vertical] = [path[1], true];
    if (!id || !/^[\w-]{11}$/.test(id)) return null;
    const start = Number.parseInt(
      url.searchParams.get('t') ?? url.searchParams.get('start') ?? '',
      10,
    );
    const query = Number.isFinite(start) && start > 0 ? `?start=${start}` : '';
    return {
      src: `https://www.youtube.com/embed/${id}${query}`,
      title: 'YouTube video',
      aspectRatio: vertical ? 9 / 16 : 16 / 9,
      maxWidth: vertical ? 360 : undefined,
      allow: VIDEO_ALLOW,
      allowFullscreen: true,
    };
  },
};

const vimeo: Provider = {
  name: 'Vimeo',
  hosts: ['vimeo.com', 'player.vimeo.com'],
  match(url) {
    const path = segments(url);
    const id = path[0] === 'video' ? path[1] : path.find((part) => /^\d+$/.test(part));
    if (!id || !/^\d{1,12}$/.test(id)) return null;
    // Unlisted videos carry a hash: vimeo.com/123/abcdef or ?h=abcdef.
    const after = path[path.indexOf(id) + 1];
    const hash =
      url.searchParams.get('h') ?? (after && /^[0-9a-f]{6,20}$/i.test(after) ? after : null);
    return {
      src: `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`,
      title: 'Vimeo video',
      aspectRatio: 16 / 9,
      allow: 'autoplay; fullscreen; picture-in-picture',
      allowFullscreen: true,
    };
  },
};

const spotify: Provider = {
  name: 'Spotify',
  hosts: ['open.spotify.com'],
  match(url) {
    const path = segments(url).filter((part) => !part.startsWith('intl-'));
    const start = path[0] === 'embed' ? 1 : 0;
    const [kind, id] = [path[start], path[start + 1]];
    if (!kind || !['track', 'album', 'playlist', 'episode', 'show', 'artist'].includes(kind))
      return null;
    if (!id || !/^[A-Za-z0-9]{10,40}$/.test(id)) return null;
    return {
      src: `https://open.spotify.com/embed/${kind}/${id}`,
      title: 'Spotify player',
      height: kind === 'track' || kind === 'episode' ? 152 : 352,
      allow: 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture',
    };
  },
};

const soundcloud: Provider = {
  name: 'SoundCloud',
  hosts: ['soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com'],
  match(url) {
    // Tracks, sets and artist pages all play in the widget; a short link keeps its own host.
    const path = segments(url);
    if (path.length < 1) return null;
    const host = url.hostname === 'on.soundcloud.com' ? 'on.soundcloud.com' : 'soundcloud.com';
    const canonical = `https://${host}/${path.join('/')}`;
    return {
      src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(canonical)}&visual=false`,
      title: 'SoundCloud player',
      height: path.includes('sets') ? 450 : 166,
      allow: 'autoplay',
    };
  },
};

const x: Provider = {
  name: 'X',
  hosts: ['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com'],
  match(url) {
    const path = segments(url);
    const index = path.indexOf('status');
    const id = index >= 0 ? path[index + 1] : undefined;
    if (!id || !/^\d{1,25}$/.test(id)) return null;
    return {
      src: `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`,
      title: 'Post on X',
      height: 620,
      maxWidth: 550,
    };
  },
};

const instagram: Provider = {
  name: 'Instagram',
  hosts: ['instagram.com'],
  match(url) {
    const path = segments(url);
    const index = path.findIndex((part) => ['p', 'reel', 'reels', 'tv'].includes(part));
    const code = index >= 0 ? path[index + 1] : undefined;
    if (!code || !/^[\w-]{5,40}$/.test(code)) return null;
    const kind = path[index] === 'reels' ? 'reel' : path[index];
    return {
      src: `https://www.instagram.com/${kind}/${code}/embed/captioned/`,
      title: 'Instagram post',
      height: kind === 'p' ? 720 : 780,
      maxWidth: 540,
    };
  },
};

const tiktok: Provider = {
  name: 'TikTok',
  hosts: ['tiktok.com', 'm.tiktok.com'],
  match(url) {
    const path = segments(url);
    const index = path.indexOf('video');
    const id = index >= 0 ? path[index + 1] : path[0] === 'embed' ? path.at(-1) : undefined;
    if (!id || !/^\d{5,25}$/.test(id)) return null;
    return {
      src: `https://www.tiktok.com/player/v1/${id}`,
      title: 'TikTok video',
      aspectRatio: 9 / 16,
      maxWidth: 340,
      allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
      allowFullscreen: true,
    };
  },
};

const googleMaps: Provider = {
  name: 'Google Maps',
  hosts: ['google.com', 'maps.google.com'],
  match(url) {
    const path = segments(url);
    const isMaps = url.hostname.startsWith('maps.') || path[0] === 'maps';
    if (!isMaps) return null;
    const base = { title: 'Google Map', aspectRatio: 4 / 3, allowFullscreen: true } as const;
    if (path[1] === 'embed' && url.searchParams.get('pb')) {
      return {
        ...base,
        src: `https://www.google.com/maps/embed?pb=${encodeURIComponent(url.searchParams.get('pb')!)}`,
      };
    }
    let query = url.searchParams.get('q') ?? url.searchParams.get('query');
    if (!query && (path[1] === 'place' || path[1] === 'search') && path[2]) {
      query = decodeURIComponent(path[2]).replace(/\+/g, ' ');
    }
    const at = path
      .find((part) => part.startsWith('@'))
      ?.match(/^@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/);
    if (!query && at) query = `${at[1]},${at[2]}`;
    if (!query) return null;
    return {
      ...base,
      src: `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
    };
  },
};

const typeform: Provider = {
  name: 'Typeform',
  hosts: ['typeform.com'],
  match(url) {
    const path = segments(url);
    const id = path[0] === 'to' ? path[1] : undefined;
    if (!id || !/^[\w-]{4,20}$/.test(id)) return null;
    return {
      src: `https://form.typeform.com/to/${id}`,
      title: 'Typeform form',
      height: 560,
      allow: 'fullscreen',
    };
  },
};

const calendly: Provider = {
  name: 'Calendly',
  hosts: ['calendly.com'],
  match(url) {
    const path = segments(url).slice(0, 2);
    if (path.length === 0 || !path.every((part) => /^[\w-]{1,80}$/.test(part))) return null;
    return {
      src: `https://calendly.com/${path.join('/')}?embed_type=Inline&hide_gdpr_banner=1`,
      title: 'Calendly scheduling',
      height: 700,
    };
  },
};

const loom: Provider = {
  name: 'Loom',
  hosts: ['loom.com'],
  match(url) {
    const path = segments(url);
    const id = ['share', 'embed'].includes(path[0] ?? '') ? path[1] : undefined;
    if (!id || !/^[0-9a-f]{20,40}$/i.test(id)) return null;
    return {
      src: `https://www.loom.com/embed/${id}`,
      title: 'Loom video',
      aspectRatio: 16 / 9,
      allow: 'fullscreen',
      allowFullscreen: true,
    };
  },
};

export const embedProviders: Provider[] = [
  youtube,
  vimeo,
  spotify,
  soundcloud,
  x,
  instagram,
  tiktok,
  googleMaps,
  typeform,
  calendly,
  loom,
];

/** 'YouTube, Vimeo, … and Loom' for messages. */
export const embedProviderNames = `${embedProviders
  .slice(0, -1)
  .map((provider) => provider.name)
  .join(', ')} and ${embedProviders.at(-1)!.name}`;

function hostMatches(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

export type EmbedResolution =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'unsupported'; href: string; host: string }
  | { kind: 'embed'; embed: EmbedMatch };

/** Turns a pasted link into a provider's embed, or says why it cannot be one. */
export function resolveEmbed(input: string): EmbedResolution {
  const trimmed = input.trim();
  if (!trimmed) return { kind: 'empty' };
  const href = safeUrl(trimmed, WEB_SCHEMES, { allowRelative: false });
  if (!href) return { kind: 'invalid' };
  const url = new URL(href);
  const hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  for (const provider of embedProviders) {
    if (!provider.hosts.some((host) => hostMatches(hostname, host))) continue;
    const found = provider.match(url);
    if (found) return { kind: 'embed', embed: { provider: provider.name, ...found } };
  }
  return { kind: 'unsupported', href, host: hostname };
}
