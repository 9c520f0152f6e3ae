import { safeUrl, WEB_SCHEMES } from '../../schema/sanitize/url';
import { resolveEmbed } from '../embed/providers';

/** blocks.md §9: Spotify and SoundCloud players are 80 and 166 px high. */
export const AUDIO_PLAYER_HEIGHTS = { spotify: 80, soundcloud: 166 } as const;

export type AudioSource =
  | { kind: 'none' }
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
  if (!src) return { kind: 'none' };
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
  return { kind: 'file', src };
}
