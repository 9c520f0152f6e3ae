import { t } from '../../i18n/i18n';

/** foundation.md: the share platforms on offer. */
export const sharePlatforms = [
  'facebook',
  'x',
  'linkedin',
  'reddit',
  'discord',
  'whatsapp',
  'telegram',
  'email',
  'copy',
] as const;
export type SharePlatform = (typeof sharePlatforms)[number];

/** Labels shown beside the icons; x is labelled 'X' (foundation.md). */
export const sharePlatformLabels: Record<SharePlatform, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  discord: 'Discord',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  get email() {
    return t('share.email');
  },
  get copy() {
    return t('share.copyLink');
  },
};

/** The client id the Discord option uses until the site owner sets theirs (foundation.md). */
export const DISCORD_PLACEHOLDER_CLIENT_ID = 'YOUR_CLIENT_ID';

export function isSharePlatform(value: string): value is SharePlatform {
  return (sharePlatforms as readonly string[]).includes(value);
}

/** An unknown platform is labelled by its own name, capitalised. */
export function sharePlatformLabel(platform: string): string {
  if (isSharePlatform(platform)) return sharePlatformLabels[platform];
  return platform ? platform.charAt(0).toUpperCase() + platform.slice(1) : sharePlatformLabels.copy;
}

export interface ShareTarget {
  /** Where the button goes; null for copy (and unknown platforms, which copy too). */
  href: string | null;
  /** Opens in a new tab with noopener (every web target); mail opens the mail client in place. */
  newTab: boolean;
}

const q = encodeURIComponent;

/**
 * foundation.md: each share target carries the encoded page URL and text. Discord opens the
 * bot authorisation link of the configured client id. Copy (and an unknown platform) has no
 * target: it writes the URL to the clipboard.
 */
export function shareTarget(
  platform: string,
  { url, text, discordClientId }: { url: string; text: string; discordClientId: string },
): ShareTarget {
  const withText = (base: string, textParam: string) =>
    text ? `${base}&${textParam}=${q(text)}` : base;
  switch (platform) {
    case 'facebook':
      // `quote` is the sharer's own text parameter (the Share Dialog's documented `quote`).
      return {
        href: withText(`https://www.facebook.com/sharer/sharer.php?u=${q(url)}`, 'quote'),
        newTab: true,
      };
    case 'x':
      return {
        href: withText(`https://twitter.com/intent/tweet?url=${q(url)}`, 'text'),
        newTab: true,
      };
    case 'linkedin':
      // share-offsite ignores every parameter but `url`; only the feed composer takes text, so
      // with text we prefill it there and put the URL in the text (LinkedIn previews it).
      return {
        href: text
          ? `https://www.linkedin.com/feed/?shareActive=true&text=${q(`${text} ${url}`)}`
          : `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
        newTab: true,
      };
    case 'reddit':
      return {
        href: withText(`https://www.reddit.com/submit?url=${q(url)}`, 'title'),
        newTab: true,
      };
    case 'whatsapp':
      return {
        href: `https://api.whatsapp.com/send?text=${q(text ? `${text} ${url}` : url)}`,
        newTab: true,
      };
    case 'telegram':
      return { href: withText(`https://t.me/share/url?url=${q(url)}`, 'text'), newTab: true };
    case 'email':
      return {
        href: `mailto:?subject=${q(text)}&body=${q(text ? `${text}\n\n${url}` : url)}`,
        newTab: false,
      };
    case 'discord':
      return {
        href: `https://discord.com/oauth2/authorize?client_id=${q(discordClientId || DISCORD_PLACEHOLDER_CLIENT_ID)}&permissions=0&scope=bot`,
        newTab: true,
      };
    default:
      return { href: null, newTab: false };
  }
}
