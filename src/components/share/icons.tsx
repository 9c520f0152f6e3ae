import type { LucideIcon } from 'lucide-react';
import Copy from 'lucide-react/icons/copy';
import Mail from 'lucide-react/icons/mail';
import { siDiscord, siFacebook, siReddit, siTelegram, siWhatsapp, siX } from 'simple-icons';

/** A brand mark: simple-icons path data, drawn as React SVG (never as inner HTML). */
interface BrandIcon {
  path: string;
  hex: string;
}

/**
 * LinkedIn asked simple-icons to remove its mark; this is lucide's former outline glyph
 * (ISC licence), filled, so LinkedIn still reads as LinkedIn.
 */
const linkedinIcon: BrandIcon = {
  path: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  hex: '0A66C2',
};

const brandIcons: Record<string, BrandIcon> = {
  facebook: siFacebook,
  x: siX,
  linkedin: linkedinIcon,
  reddit: siReddit,
  discord: siDiscord,
  whatsapp: siWhatsapp,
  telegram: siTelegram,
};

const lucideIcons: Record<string, LucideIcon> = { email: Mail, copy: Copy };

/** The icon of a platform; an unknown platform falls back to the copy icon (foundation.md). */
export function ShareIcon({
  platform,
  size,
  fill,
  brandColors,
}: {
  platform: string;
  size: number;
  fill?: string;
  brandColors: boolean;
}) {
  const brand = Object.hasOwn(brandIcons, platform) ? brandIcons[platform] : undefined;
  if (brand) {
    const color = fill ?? (brandColors ? `#${brand.hex}` : 'currentColor');
    return (
      <svg
        className="one-share-icon"
        data-icon={platform}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={color}
        aria-hidden="true"
        focusable="false"
      >
        <path d={brand.path} />
      </svg>
    );
  }
  const Icon = (Object.hasOwn(lucideIcons, platform) ? lucideIcons[platform] : undefined) ?? Copy;
  return (
    <Icon
      className="one-share-icon"
      data-icon={Object.hasOwn(lucideIcons, platform) ? platform : 'copy'}
      size={size}
      color={fill ?? 'currentColor'}
      aria-hidden="true"
      focusable="false"
    />
  );
}
