/** Colour parsing for pickers and contrast checks. React-free, no DOM (runs in tests and SSR). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  transparent: '#00000000',
};

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function channel(part: string, max: number): number {
  const p = part.trim();
  return p.endsWith('%') ? (parseFloat(p) / 100) * max : parseFloat(p);
}

export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Parses hex (3, 4, 6, 8 digits), rgb(a), hsl(a) and a few names; null for anything else. */
export function parseColor(input: string): Rgba | null {
  const value = (NAMED[input.trim().toLowerCase()] ?? input).trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const n = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (!fn) return null;
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const alpha = parts[3] === undefined ? 1 : clamp(channel(parts[3], 1), 0, 1);
  if (fn[1]?.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => clamp(channel(p, 255), 0, 255));
    if ([r, g, b].some((n) => n === undefined || Number.isNaN(n))) return null;
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: alpha };
  }
  const h = parseFloat(parts[0] ?? '');
  const s = clamp(channel(parts[1] ?? '', 1), 0, 1);
  const l = clamp(channel(parts[2] ?? '', 1), 0, 1);
  if ([h, s, l].some(Number.isNaN)) return null;
  const [r, g, b] = hslToRgb(((h % 360) + 360) % 360, s, l);
  return { r, g, b, a: alpha };
}

export function toHex({ r, g, b, a }: Rgba, withAlpha = a < 1): string {
  const two = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${two(r)}${two(g)}${two(b)}${withAlpha ? two(a * 255) : ''}`;
}

/** A colour over an opaque background (for semi-transparent text or surfaces). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg =
    background.a < 1 ? composite(background, { r: 255, g: 255, b: 255, a: 1 }) : background;
  const fg = foreground.a < 1 ? composite(foreground, bg) : foreground;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
