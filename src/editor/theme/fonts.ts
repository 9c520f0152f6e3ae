/** Fonts every visitor's device has (or a close metric-compatible substitute). */
export const SYSTEM_FONTS = [
  'Arial',
  'Helvetica',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Segoe UI',
  'system-ui',
  'Georgia',
  'Times New Roman',
  'Palatino',
  'Garamond',
  'Courier New',
] as const;

export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const FONT_SOURCE_LABELS = {
  SYSTEM: 'System font',
  GOOGLE: 'Google Fonts',
  ADOBE: 'Adobe Fonts (kit URL)',
  CUSTOM: 'Uploaded files',
} as const;

export const FONT_FILE_FORMATS = ['woff2', 'woff', 'otf', 'ttf'] as const;
export type FontFileFormat = (typeof FONT_FILE_FORMATS)[number];

/** A file's format from its name, or null when it is not one of the four font formats. */
export function fontFileFormat(name: string): FontFileFormat | null {
  const match = /\.(woff2|woff|otf|ttf)$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as FontFileFormat) : null;
}

/** A font URL must be https (or this site's own path): checked with new URL(). */
export function fontUrlProblem(url: string, adobe = false): string | null {
  if (url.trim() === '') return null;
  if (url.startsWith('/') && !url.startsWith('//') && !adobe) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return 'Use an https:// address';
    if (adobe && parsed.hostname !== 'use.typekit.net')
      return 'An Adobe Fonts kit URL starts with https://use.typekit.net/';
    return null;
  } catch {
    return 'Not a valid address';
  }
}
