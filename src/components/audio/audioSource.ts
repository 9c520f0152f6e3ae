import { safeUrl, WEB_SCHEMES } from '../../schema/sanitize/url';
import { resolveEmbed } from '../embed/providers';

/** blocks.md: Spotify and SoundCloud players are 80 and 166 px high. */
export const AUDIO_PLAYER_HEIGHTS = { spotify: 80, soundcloud: 166 } as const;

export type AudioSource =
  /** `problem`: why an address that was given cannot play, for the owner. */
  | { kind: 'none'; problem?: string }
  | {
      kind: 'player';
      provider: 'Spotify' | 'SoundCloud';
      src: string;
      height: number;
      title: string;
    }
  | { kind: 'file'; src: string };

/**
 * Spotify and SoundCloud URLs become their embedded players; any other http(s) address (or an
 * uploaded file's path) plays in a plain audio element.
 */
export function resolveAudioSource(input: string): AudioSource {
  const src = input.trim() ? safeUrl(input, WEB_SCHEMES) : null;
  if (!src) {
    return input.trim()
      ? { kind: 'none', problem: 'The audio address must start with https:// or /.' }
      : { kind: 'none' };
  }
  const embed = resolveEmbed(src);
  if (
    embed.kind === 'embed' &&
    (embed.embed.provider === 'Spotify' || embed.embed.provider === 'SoundCloud')
  ) {
    const provider = embed.embed.provider;
    return {
      kind: 'player',
      provider,
      src: embed.embed.src,
      height:
        provider === 'Spotify' ? AUDIO_PLAYER_HEIGHTS.spotify : AUDIO_PLAYER_HEIGHTS.soundcloud,
      title: embed.embed.title,
    };
  }
  // A Spotify or SoundCloud page that is no player (a short link, a search) is a web page,
  // not a file: an audio element pointed at it could never play.
  const host = new URL(src, 'https://local.invalid').hostname.replace(/^www\./, '');
  if (/(^|\.)(spotify\.com|spotify\.link|soundcloud\.com|snd\.sc)$/.test(host)) {
    return {
      kind: 'none',
      problem:
        'This link is not a Spotify track, album, playlist, episode, show or artist, nor a SoundCloud page: use the link from its Share menu.',
    };
  }
  return { kind: 'file', src };
}
