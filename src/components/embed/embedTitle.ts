import { t, type MessageKey } from '../../i18n/i18n';
import type { EmbedMatch } from './providers';

// A frame's title is what a screen reader announces for it, so it is in the visitor's language;
// providers.ts keeps the English title as the fallback for a provider without a catalogue key.
const TITLE_KEYS: Record<string, MessageKey> = {
  YouTube: 'blocks.youtubeVideo',
  Vimeo: 'blocks.vimeoVideo',
  Spotify: 'blocks.embedSpotify',
  SoundCloud: 'blocks.embedSoundCloud',
  X: 'blocks.embedX',
  Instagram: 'blocks.embedInstagram',
  TikTok: 'blocks.embedTikTok',
  'Google Maps': 'blocks.embedGoogleMap',
  Typeform: 'blocks.embedTypeform',
  Calendly: 'blocks.embedCalendly',
  Loom: 'blocks.embedLoom',
};

/** The embedded frame's accessible title in the page's language. */
export function embedTitle(embed: EmbedMatch): string {
  const key = TITLE_KEYS[embed.provider];
  return key ? t(key) : embed.title;
}
